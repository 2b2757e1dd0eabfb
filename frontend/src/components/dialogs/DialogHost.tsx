import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { Modal } from '../overlay/Modal';
import type { Credentials } from './credentials';
import { SavedDetails } from './SavedDetails';
import type { SavedRecord } from './savedRecord';

interface ResultSpec {
  readonly kind: 'success' | 'error';
  readonly title?: ReactNode;
  readonly message?: ReactNode;
  /** What was saved, named under its own field's label (not a person's "Name" for an office). */
  readonly record?: SavedRecord;
  readonly credentials?: Credentials;
  /** A way on from the dialog (a plan limit offers the plan page); it closes the dialog as it navigates. */
  readonly next?: { readonly to: '/user/tariffs'; readonly label: ReactNode };
}

interface ConfirmSpec {
  readonly title: ReactNode;
  readonly message?: ReactNode;
  readonly confirmLabel?: ReactNode;
}

interface DialogApi {
  /** A success or error dialog, closed by the user. */
  showResult(spec: ResultSpec): Promise<void>;
  /** A warning dialog; resolves true when confirmed, false when dismissed. */
  confirm(spec: ConfirmSpec): Promise<boolean>;
}

const DialogContext = createContext<DialogApi | undefined>(undefined);

type OpenDialog =
  | { readonly type: 'result'; readonly spec: ResultSpec; readonly done: () => void }
  | { readonly type: 'confirm'; readonly spec: ConfirmSpec; readonly done: (confirmed: boolean) => void };

export function DialogHost({ children }: { readonly children: ReactNode }) {
  const [dialog, setDialog] = useState<OpenDialog | undefined>();
  const [confirmed, setConfirmed] = useState(false);

  const api = useMemo<DialogApi>(
    () => ({
      showResult: (spec) => new Promise<void>((resolve) => setDialog({ type: 'result', spec, done: resolve })),
      confirm: (spec) =>
        new Promise<boolean>((resolve) => {
          setConfirmed(false);
          setDialog({ type: 'confirm', spec, done: resolve });
        }),
    }),
    [],
  );

  const onClosed = useCallback(() => {
    setDialog((current) => {
      if (current?.type === 'result') current.done();
      if (current?.type === 'confirm') current.done(confirmed);
      return undefined;
    });
  }, [confirmed]);

  return (
    <DialogContext value={api}>
      {children}
      {dialog?.type === 'result' && (
        <Modal
          variant={dialog.spec.kind}
          title={dialog.spec.title ?? (dialog.spec.kind === 'success' ? <Trans>Success</Trans> : <Trans id="Fields.Error">Error</Trans>)}
          onClosed={onClosed}
          actions={(close) => (
            <>
              {dialog.spec.next && (
                <Link to={dialog.spec.next.to} className="button" onClick={close}>
                  {dialog.spec.next.label}
                </Link>
              )}
              <button type="button" className="button button--primary" onClick={close}>
                <Trans>Close</Trans>
              </button>
            </>
          )}
        >
          {dialog.spec.message ??
            (dialog.spec.kind === 'error' ? <Trans id="Modals.Error">Something went wrong. Please try again.</Trans> : null)}
          <SavedDetails record={dialog.spec.record} credentials={dialog.spec.credentials} />
        </Modal>
      )}
      {dialog?.type === 'confirm' && (
        <Modal
          variant="warning"
          title={dialog.spec.title}
          onClosed={onClosed}
          actions={(close) => (
            <>
              <button type="button" className="button" onClick={close}>
                <Trans>Cancel</Trans>
              </button>
              <button
                type="button"
                className="button button--danger"
                onClick={() => {
                  setConfirmed(true);
                  close();
                }}
              >
                {dialog.spec.confirmLabel ?? <Trans>Confirm</Trans>}
              </button>
            </>
          )}
        >
          {dialog.spec.message}
        </Modal>
      )}
    </DialogContext>
  );
}

export function useDialogs(): DialogApi {
  const api = useContext(DialogContext);
  if (!api) throw new Error('useDialogs needs a DialogHost');
  return api;
}
