import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { managerLookupResponseSchema, type DetectorChecker as AssignedChecker, type SelectOption } from '@fleetcheck/contracts';
import { ApiError } from '../../../api/apiError';
import { useDialogs } from '../../../components/dialogs/DialogHost';
import { Form } from '../../../components/form/Form';
import { SelectField } from '../../../components/form/SelectField';
import { serverFieldErrors } from '../../../components/form/serverFieldErrors';
import { errorDescriptor } from '../../../i18n/errorMessages';
import { useServices } from '../../../session/ServicesContext';
import { lookupQuery } from '../../shared/api/resourceApi';
import { useAssignChecker } from '../api/maintenanceApi';

interface DetectorCheckerProps {
  readonly deviceId: string;
  readonly serialNo: string;
  /** The assignment as the log answered it (null: none). */
  readonly checker: AssignedChecker | null;
  /** A manager's own or rented detector: they choose; the platform's staff only read it. */
  readonly editable: boolean;
}

/** The company's managers as options, the one assigned kept even when no longer listed (so it shows as chosen). */
function useManagerOptions(assigned: AssignedChecker | null, enabled: boolean): readonly SelectOption[] {
  const { api } = useServices();
  const managers = useQuery({ ...lookupQuery(api, '/manager', managerLookupResponseSchema), enabled }).data?.docs ?? [];
  const options = managers.map((manager) => ({ value: manager.id, label: `${manager.lastName} ${manager.firstName}` }));
  return assigned && !options.some((option) => option.value === assigned.managerId)
    ? [{ value: assigned.managerId, label: assigned.name }, ...options]
    : options;
}

/**
 * The 確認者 a detector's uploads name when they send none (issue 33: a detector's record names a registered
 * manager as its 確認者): who is assigned, a warning when they are no longer a manager (the uploads then name
 * nobody and are listed as incomplete), and for the company's managers a choice among them, or none.
 */
export function DetectorChecker({ deviceId, serialNo, checker, editable }: DetectorCheckerProps) {
  const { t, i18n } = useLingui();
  const dialogs = useDialogs();
  const assign = useAssignChecker(deviceId);
  const options = useManagerOptions(checker, editable);
  const [chosen, setChosen] = useState(checker?.managerId ?? '');
  const [errorKey, setErrorKey] = useState<string | undefined>();
  const name = checker?.name ?? '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (assign.isPending) return;
    try {
      await assign.mutateAsync({ checker: chosen || null });
      setErrorKey(undefined);
      void dialogs.showResult({ kind: 'success', credentials: { name: serialNo } });
    } catch (error) {
      console.warn("Assigning the detector's checker failed", error);
      setErrorKey(serverFieldErrors(error).checker);
      const key = error instanceof ApiError ? error.key : undefined;
      void dialogs.showResult({ kind: 'error', message: key && key !== 'Errors.Invalid' ? i18n._(errorDescriptor(key)) : undefined });
    }
  };

  return (
    <section className="detector-checker" aria-label={t`Checker of this detector's records`}>
      <h3 className="maintenance-form__title">
        <Trans>Checker of this detector's records</Trans>
      </h3>
      <p className="detector-checker__explain">
        <Trans>A record this detector sends without a checker names this manager as its checker.</Trans>
      </p>
      <p className="detector-checker__current" data-checker={checker?.managerId ?? ''}>
        {checker ? t`Assigned: ${name}` : t`No checker assigned: its records without one are listed as incomplete.`}
      </p>
      {checker && !checker.stillManager && (
        <p className="maintenance-fault" role="status">
          {t`${name} is no longer a manager of the company: this detector's records name no checker until another is chosen.`}
        </p>
      )}
      {editable && (
        <Form onSubmit={submit} className="panel-form" aria-label={t`Assign the checker`}>
          <SelectField
            label={t`Checker`}
            name="checker"
            value={chosen}
            options={options}
            placeholder={t`None`}
            onChange={(option) => {
              setErrorKey(undefined);
              setChosen(option ? String(option.value) : '');
            }}
            errorKey={errorKey}
          />
          <button type="submit" className="button button--primary" disabled={assign.isPending}>
            <Trans>Save the checker</Trans>
          </button>
        </Form>
      )}
    </section>
  );
}
