import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { modalCloseMs } from './timings';
import { useBodyScrollLock } from './useBodyScrollLock';
import { useDialogFocus } from './useDialogFocus';

export type ModalVariant = 'success' | 'error' | 'warning' | 'info';

interface ModalProps {
  readonly title: ReactNode;
  readonly variant: ModalVariant;
  readonly onClosed: () => void;
  readonly children?: ReactNode;
  /** Render-prop for the buttons: `close` plays the closing animation before onClosed. */
  readonly actions: (close: () => void) => ReactNode;
}

/** A dialog that closes on Escape or an overlay click, after its 300 ms closing animation; it holds the focus while open. */
export function Modal({ title, variant, onClosed, children, actions }: ModalProps) {
  const [closing, setClosing] = useState(false);
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  useBodyScrollLock(true);

  const close = useCallback(() => setClosing(true), []);

  useEffect(() => {
    if (!closing) return;
    const timer = window.setTimeout(onClosed, modalCloseMs);
    return () => window.clearTimeout(timer);
  }, [closing, onClosed]);

  useDialogFocus(dialogRef, { active: !closing, onEscape: close });

  return (
    <div className={`modal-overlay${closing ? ' is-closing' : ''}`} data-testid="modal-overlay" onClick={close}>
      <div
        ref={dialogRef}
        className={`modal modal--${variant}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onClick={(event) => event.stopPropagation()}
      >
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        <div className="modal__body">{children}</div>
        <div className="modal__actions">{actions(close)}</div>
      </div>
    </div>
  );
}
