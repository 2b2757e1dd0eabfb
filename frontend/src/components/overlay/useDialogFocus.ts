import { useEffect, useRef, type RefObject } from 'react';

const focusableSelector = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');
const fieldSelector = 'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled])';

/** The dialogs open now, the top one last: only the top one answers Escape and keeps the focus. */
const openDialogs: HTMLElement[] = [];

const focusablesIn = (dialog: HTMLElement) =>
  [...dialog.querySelectorAll<HTMLElement>(focusableSelector)].filter((element) => !element.closest('[inert]'));

/** A form dialog starts on its first field (unless told to start on its first control); any other on its first control, or on the dialog itself. */
const initialFocusIn = (dialog: HTMLElement, start: InitialFocus = 'first-field') =>
  (start === 'first-field' ? dialog.querySelector<HTMLElement>(fieldSelector) : null) ?? focusablesIn(dialog)[0] ?? dialog;

type InitialFocus = 'first-field' | 'first-control';

interface DialogFocusOptions {
  /** False while the dialog plays its closing animation: it lets go of the focus at once. */
  readonly active: boolean;
  readonly onEscape: () => void;
  /** Where focus goes on opening: a form's first field (the default), or the first control (a menu's first link). */
  readonly initialFocus?: InitialFocus;
}

/**
 * The WAI-ARIA modal dialog pattern: focus moves into the dialog when it opens, Tab and Shift+Tab cycle
 * inside it, Escape closes it, and focus returns to the element that opened it. Stacked dialogs (a
 * result dialog over a side panel) each hold the focus while they are on top. The dialog element needs
 * tabIndex={-1} so it can take the focus when it holds no control.
 */
export function useDialogFocus(ref: RefObject<HTMLElement | null>, { active, onEscape, initialFocus }: DialogFocusOptions): void {
  const onEscapeRef = useRef(onEscape);
  useEffect(() => {
    onEscapeRef.current = onEscape;
  }, [onEscape]);

  useEffect(() => {
    const dialog = ref.current;
    if (!active || !dialog) return;
    const opener =
      document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    openDialogs.push(dialog);
    if (!dialog.contains(document.activeElement)) initialFocusIn(dialog, initialFocus).focus();
    const onTop = () => openDialogs[openDialogs.length - 1] === dialog;

    const onKeyDown = (event: KeyboardEvent) => {
      if (!onTop() || event.defaultPrevented) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        onEscapeRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const controls = focusablesIn(dialog);
      const first = controls[0];
      const last = controls[controls.length - 1];
      const current = document.activeElement;
      if (!first || !last) {
        event.preventDefault();
        dialog.focus();
      } else if (event.shiftKey && (current === first || current === dialog || !dialog.contains(current))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || !dialog.contains(current))) {
        event.preventDefault();
        first.focus();
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      if (onTop() && event.target instanceof Node && !dialog.contains(event.target)) initialFocusIn(dialog).focus();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);

    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      const index = openDialogs.indexOf(dialog);
      if (index >= 0) openDialogs.splice(index, 1);
      const below = openDialogs[openDialogs.length - 1];
      if (opener?.isConnected && (!below || below.contains(opener))) opener.focus();
      else if (below && !below.contains(document.activeElement)) initialFocusIn(below).focus();
    };
  }, [active, ref, initialFocus]);
}
