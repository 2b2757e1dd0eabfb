import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { inviteAuditorRequestSchema, type AuditorEntryDto } from '@fleetcheck/contracts';
import { addDays, businessDay, businessDateTime } from '@fleetcheck/domain/calendar/business-day';
import { ApiError } from '../../../api/apiError';
import { TextField } from '../../../components/form/TextField';
import { errorDescriptor } from '../../../i18n/errorMessages';
import { useServices } from '../../../session/ServicesContext';
import { auditCompaniesQuery, auditorActivityQuery, auditorsQuery, useInviteAuditor, useRevokeAuditor } from '../api/auditApi';
import { AuditTable } from './AuditTable';
import './audit.css';
import { Form } from '../../../components/form/Form';

const when = (iso: string) => {
  const { date, time } = businessDateTime(iso);
  return `${date} ${time}`;
};

/** Platform admins: invite auditors (scope, last day of access), revoke them, and see what each one read. */
export function AuditorsPage() {
  const { t } = useLingui();
  const { api } = useServices();
  const auditors = useQuery(auditorsQuery(api));
  const revoke = useRevokeAuditor();
  const [opened, setOpened] = useState<string | undefined>();
  const statusLabel: Record<AuditorEntryDto['status'], string> = {
    Invited: t`Invited`,
    Active: t`Active`,
    Revoked: t`Revoked`,
    Expired: t`Access ended`,
  };
  return (
    <div className="audit">
      <InviteAuditorForm />
      <div className="table-scroll">
        <AuditTable
          testId="auditor-list"
          columns={[t`Name`, t`E-mail`, t`Companies`, t`Access until (Japan time)`, t`Status`, { hidden: t`Actions` }]}
        >
          {(auditors.data?.data ?? []).map((auditor) => (
            <tr key={auditor.auditorId}>
              <td>{auditor.name}</td>
              <td>{auditor.email}</td>
              <td>{auditor.scope.kind === 'all' ? t`All companies` : auditor.scope.companyIds.join(', ')}</td>
              <td>{when(auditor.accessEndsAt)}</td>
              <td>{statusLabel[auditor.status]}</td>
              <td>
                <button
                  type="button"
                  className="button"
                  onClick={() => setOpened(opened === auditor.auditorId ? undefined : auditor.auditorId)}
                >
                  <Trans>What they read</Trans>
                </button>{' '}
                {(auditor.status === 'Active' || auditor.status === 'Invited') && (
                  <button type="button" className="button" disabled={revoke.isPending} onClick={() => revoke.mutate(auditor.auditorId)}>
                    <Trans>Revoke</Trans>
                  </button>
                )}
              </td>
            </tr>
          ))}
        </AuditTable>
      </div>
      {opened && <AuditorActivity auditorId={opened} />}
    </div>
  );
}

function AuditorActivity({ auditorId }: { readonly auditorId: string }) {
  const { t } = useLingui();
  const { api } = useServices();
  const activity = useQuery(auditorActivityQuery(api, auditorId));
  const records = activity.data?.data.activity ?? [];
  return (
    <section aria-labelledby="auditor-activity">
      <h2 id="auditor-activity" className="audit__title">
        <Trans>What {activity.data?.data.auditor.name ?? ''} opened and exported</Trans>
      </h2>
      {records.length === 0 ? (
        <p>
          <Trans>Nothing recorded yet.</Trans>
        </p>
      ) : (
        <div className="table-scroll">
          <AuditTable testId="auditor-activity" columns={[t`When (Japan time)`, t`Action`, t`What`, t`Company ID`]}>
            {records.map((record, index) => (
              <tr key={`${record.at}-${index}`}>
                <td>{when(record.at)}</td>
                <td>
                  {record.action === 'page' ? (
                    <Trans>Opened</Trans>
                  ) : record.action === 'read' ? (
                    <Trans>Read</Trans>
                  ) : (
                    <Trans>Exported</Trans>
                  )}
                </td>
                <td>{record.what}</td>
                <td className="audit__id">{record.companyId ?? '–'}</td>
              </tr>
            ))}
          </AuditTable>
        </div>
      )}
    </section>
  );
}

function InviteAuditorForm() {
  const { t, i18n } = useLingui();
  const { api } = useServices();
  const companies = useQuery(auditCompaniesQuery(api));
  const invite = useInviteAuditor();
  const [form, setForm] = useState({
    email: '',
    name: '',
    all: true,
    companyIds: [] as string[],
    accessEndsOn: addDays(businessDay(new Date()), 30),
  });
  const [touched, setTouched] = useState(false);
  const [sentTo, setSentTo] = useState<string | undefined>();
  const body = {
    email: form.email,
    name: form.name,
    scope: form.all ? { kind: 'all' as const } : { kind: 'companies' as const, companyIds: form.companyIds },
    accessEndsOn: form.accessEndsOn,
    language: i18n.locale === 'en' ? ('en' as const) : ('ja' as const),
  };
  const checked = inviteAuditorRequestSchema.safeParse(body);
  const issue = (path: string) => (touched && !checked.success ? checked.error.issues.find((i) => i.path[0] === path)?.message : undefined);
  const serverKey = invite.error instanceof ApiError ? invite.error.key : invite.error ? 'Modals.Error' : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!checked.success) return;
    invite.mutate(body, {
      onSuccess: () => {
        setSentTo(form.email);
        setTouched(false);
        setForm((f) => ({ ...f, email: '', name: '' }));
      },
    });
  };

  return (
    <Form className="audit__form" onSubmit={submit} aria-labelledby="invite-auditor">
      <h2 id="invite-auditor" className="audit__title">
        <Trans>Invite an auditor</Trans>
      </h2>
      <TextField
        label={t`E-mail`}
        name="email"
        type="email"
        required
        value={form.email}
        errorKey={issue('email')}
        onChange={(email) => setForm((f) => ({ ...f, email }))}
      />
      <TextField
        label={t`Name`}
        name="name"
        required
        value={form.name}
        errorKey={issue('name')}
        onChange={(name) => setForm((f) => ({ ...f, name }))}
      />
      <fieldset>
        <legend>
          <Trans>Companies they may audit</Trans>
        </legend>
        <label>
          <input type="radio" name="scope" checked={form.all} onChange={() => setForm((f) => ({ ...f, all: true }))} />{' '}
          <Trans>All companies</Trans>
        </label>{' '}
        <label>
          <input type="radio" name="scope" checked={!form.all} onChange={() => setForm((f) => ({ ...f, all: false }))} />{' '}
          <Trans>Only these companies</Trans>
        </label>
        {!form.all &&
          (companies.data?.data ?? []).map((company) => (
            <label key={company._id} style={{ display: 'block' }}>
              <input
                type="checkbox"
                name="companyIds"
                value={company._id}
                checked={form.companyIds.includes(company._id)}
                onChange={(event) =>
                  setForm((f) => ({
                    ...f,
                    companyIds: event.target.checked ? [...f.companyIds, company._id] : f.companyIds.filter((id) => id !== company._id),
                  }))
                }
              />{' '}
              {company.name}
            </label>
          ))}
        {touched && !form.all && form.companyIds.length === 0 && <p className="field__error">{i18n._(errorDescriptor('Select.Empty'))}</p>}
      </fieldset>
      <TextField
        label={t`Last day of access (Japan time)`}
        name="accessEndsOn"
        type="date"
        required
        value={form.accessEndsOn}
        errorKey={issue('accessEndsOn')}
        onChange={(accessEndsOn) => setForm((f) => ({ ...f, accessEndsOn }))}
      />
      {serverKey && <p role="alert">{i18n._(errorDescriptor(serverKey))}</p>}
      {sentTo && !invite.isPending && !invite.error && (
        <p role="status">
          <Trans>The invitation was sent to {sentTo}.</Trans>
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={invite.isPending}>
        <Trans>Invite</Trans>
      </button>
    </Form>
  );
}
