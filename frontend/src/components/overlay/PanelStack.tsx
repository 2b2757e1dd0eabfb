import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { panelCloseMs } from './timings';
import { useBodyScrollLock } from './useBodyScrollLock';
import { useDialogFocus } from './useDialogFocus';
import type { PanelId } from './panelIds';

interface PanelEntry {
  readonly id: PanelId;
  readonly content: ReactNode;
  readonly closing: boolean;
}

interface PanelStackApi {
  /** Opens a panel on top of the stack; opening an id that is already open replaces its content. */
  open(id: PanelId, content: ReactNode): void;
  /** Plays the 200 ms closing animation, then removes the panel with this id. */
  close(id: PanelId): void;
  closeAll(): void;
  isOpen(id: PanelId): boolean;
}

const PanelStackContext = createContext<PanelStackApi | undefined>(undefined);
const PanelIdContext = createContext<PanelId | undefined>(undefined);

export function PanelStackProvider({ children }: { readonly children: ReactNode }) {
  const [panels, setPanels] = useState<readonly PanelEntry[]>([]);
  const panelsRef = useRef(panels);
  useEffect(() => {
    panelsRef.current = panels;
  }, [panels]);

  // Closing animations still to finish: cleared when the stack goes away, so none fires after the page (or a test's
  // document) is gone.
  const closings = useRef(new Set<number>());
  useEffect(() => {
    const pending = closings.current;
    return () => {
      pending.forEach((timer) => window.clearTimeout(timer));
      pending.clear();
    };
  }, []);

  const close = useCallback((id: PanelId) => {
    setPanels((current) => current.map((panel) => (panel.id === id ? { ...panel, closing: true } : panel)));
    const timer = window.setTimeout(() => {
      closings.current.delete(timer);
      setPanels((current) => current.filter((panel) => panel.id !== id || !panel.closing));
    }, panelCloseMs);
    closings.current.add(timer);
  }, []);

  const api = useMemo<PanelStackApi>(
    () => ({
      open: (id, content) => setPanels((current) => [...current.filter((panel) => panel.id !== id), { id, content, closing: false }]),
      close,
      closeAll: () => panelsRef.current.forEach((panel) => close(panel.id)),
      isOpen: (id) => panels.some((panel) => panel.id === id && !panel.closing),
    }),
    [close, panels],
  );

  useBodyScrollLock(panels.length > 0);

  return (
    <PanelStackContext value={api}>
      {children}
      {panels.map((panel, index) => (
        <PanelIdContext key={panel.id} value={panel.id}>
          <PanelFrame panel={panel} layer={index} onClose={close} />
        </PanelIdContext>
      ))}
    </PanelStackContext>
  );
}

/** The DOM id of a panel's title, which names the panel's dialog (SidePanel renders it). */
export const panelTitleId = (id: PanelId) => `panel-${id}-title`;

function PanelFrame({
  panel,
  layer,
  onClose,
}: {
  readonly panel: PanelEntry;
  readonly layer: number;
  readonly onClose: (id: PanelId) => void;
}) {
  const ref = useRef<HTMLElement>(null);
  const close = useCallback(() => onClose(panel.id), [onClose, panel.id]);
  useDialogFocus(ref, { active: !panel.closing, onEscape: close });
  return (
    <>
      <div className={`panel-overlay${panel.closing ? ' is-closing' : ''}`} style={{ zIndex: 100 + layer * 2 }} onClick={close} />
      <aside
        ref={ref}
        className={`side-panel${panel.closing ? ' is-closing' : ''}`}
        style={{ zIndex: 101 + layer * 2 }}
        data-panel-id={panel.id}
        role="dialog"
        aria-modal="true"
        aria-labelledby={panelTitleId(panel.id)}
        tabIndex={-1}
      >
        {panel.content}
      </aside>
    </>
  );
}

export function usePanels(): PanelStackApi {
  const api = useContext(PanelStackContext);
  if (!api) throw new Error('usePanels needs a PanelStackProvider');
  return api;
}

/** The id of the panel a component is rendered in, so its Cancel button can close it. */
export function useCurrentPanelId(): PanelId {
  const id = useContext(PanelIdContext);
  if (!id) throw new Error('useCurrentPanelId must be used inside a side panel');
  return id;
}

/** The enclosing panel's id, or undefined on a page (forms that run in both). */
export function useOptionalPanelId(): PanelId | undefined {
  return useContext(PanelIdContext);
}
