import { Trans, useLingui } from '@lingui/react/macro';
import { ErrorKeys, type ErrorKey } from '@fleetcheck/contracts';
import { Modal } from '../../../components/overlay/Modal';
import { errorDescriptor } from '../../../i18n/errorMessages';
import { operatorContact } from '../../../shell/operatorContact';

interface ErrorKeyModalProps {
  readonly errorKey: ErrorKey;
  readonly onClosed: () => void;
}

/**
 * A machine's error as a modal: COMSPlanOnlyIncrease is an info modal with the contact-email link; every
 * other key (NothingChanged, the zero-count keys, server keys) is the error modal.
 */
export function ErrorKeyModal({ errorKey, onClosed }: ErrorKeyModalProps) {
  const { i18n } = useLingui();
  const info = errorKey === ErrorKeys.PlanOnlyIncrease;
  return (
    <Modal
      variant={info ? 'info' : 'error'}
      title={info ? <Trans>Plan change</Trans> : <Trans id="Fields.Error">Error</Trans>}
      onClosed={onClosed}
      actions={(close) => (
        <button type="button" className="button button--primary" onClick={close}>
          <Trans>Close</Trans>
        </button>
      )}
    >
      <p>{i18n._(errorDescriptor(errorKey))}</p>
      {info && (
        <p>
          <a href={`mailto:${operatorContact.email}`}>{operatorContact.email}</a>
        </p>
      )}
    </Modal>
  );
}
