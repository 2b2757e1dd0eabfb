import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import {
  importColumnHeader,
  importColumns,
  importDryRunResponseSchema,
  importResponseSchema,
  importRowErrorOfField,
  type ImportKind,
  type ImportResponse,
} from '@fleetcheck/contracts';
import { ApiError } from '../../../api/apiError';
import { downloadFile } from '../../../api/downloadFile';
import { SidePanel } from '../../../components/overlay/SidePanel';
import { errorDescriptor } from '../../../i18n/errorMessages';
import { useLanguage } from '../../../i18n/useLanguage';
import { useServices } from '../../../session/ServicesContext';
import { resourceKeys, type ResourcePath } from '../api/resourceApi';
import { printCredentials } from '../model/printCredentials';

interface Problem {
  readonly row?: number;
  readonly column: string;
  readonly key: string;
}

/** What the panel shows after a step: the dry run's rows and problems, a refusal of the file, or the import's answer. */
type Outcome =
  | { readonly step: 'checked'; readonly rows: number; readonly problems: readonly Problem[] }
  | { readonly step: 'refused'; readonly key: string; readonly problems: readonly Problem[] }
  | { readonly step: 'imported'; readonly data: ImportResponse['data'] };

/** A refusal's fields as table rows: `rows.<row>.<column>` for a row's cell, a column name or header otherwise. */
const problemsOf = (error: ApiError): Problem[] =>
  error.fields.map((field) => importRowErrorOfField(field) ?? { column: field.path, key: field.key });

const resourcePath: Record<ImportKind, ResourcePath> = { office: '/office', car: '/car', driver: '/driver', manager: '/manager' };

/**
 * Issue 37: bulk import from a list page. Download the template (headers in the user's language), choose a
 * CSV or .xlsx file, check it (every row that would fail: row, column, reason), then import all its rows at
 * once. Drivers and managers imported get their passwords on a printable sheet (drivers with an e-mail get an
 * invitation to the driver app by mail instead).
 */
export function ImportPanel({ kind, title }: { readonly kind: ImportKind; readonly title: string }) {
  const { t, i18n } = useLingui();
  const services = useServices();
  const queryClient = useQueryClient();
  const language = useLanguage();
  const [file, setFile] = useState<File | undefined>();
  const [outcome, setOutcome] = useState<Outcome | undefined>();
  const [busy, setBusy] = useState(false);

  const columnName = (key: string) => {
    const column = importColumns[kind].find((candidate) => candidate.key === key);
    return column ? importColumnHeader(column, language) : key;
  };
  const run = async (step: () => Promise<Outcome>) => {
    setBusy(true);
    try {
      setOutcome(await step());
    } catch (error) {
      const apiError = error instanceof ApiError ? error : new ApiError(0, 'Modals.Error', undefined);
      setOutcome({ step: 'refused', key: apiError.key ?? 'Modals.Error', problems: problemsOf(apiError) });
    } finally {
      setBusy(false);
    }
  };
  const check = (chosen: File) =>
    run(async () => {
      const answer = await services.api.post(`/import/${kind}/dry-run`, { file: chosen, schema: importDryRunResponseSchema });
      return { step: 'checked', rows: answer.data.rows, problems: answer.data.errors };
    });
  const importRows = (chosen: File) =>
    run(async () => {
      const answer = await services.api.post(`/import/${kind}`, { file: chosen, schema: importResponseSchema });
      await queryClient.invalidateQueries({ queryKey: resourceKeys.all(resourcePath[kind]) });
      return { step: 'imported', data: answer.data };
    });
  const template = (format: 'xlsx' | 'csv') =>
    void downloadFile(services, `/import/${kind}/template?format=${format}&lang=${language}`, `${kind}-import.${format}`);

  const problems = outcome && outcome.step !== 'imported' ? outcome.problems : [];
  const problemCount = problems.length;
  const rowCount = outcome?.step === 'checked' ? outcome.rows : 0;
  const ready = outcome?.step === 'checked' && outcome.problems.length === 0 ? outcome.rows : undefined;
  return (
    <SidePanel title={title}>
      <section className="import-panel" aria-label={t`Import`}>
        <p>
          <Trans>Download the template, enter one record per row and choose the file (CSV or Excel .xlsx, at most 2,000 rows).</Trans>
        </p>
        <p className="import-panel__templates">
          <button type="button" className="button" onClick={() => template('xlsx')}>
            <Trans>Template (Excel)</Trans>
          </button>{' '}
          <button type="button" className="button" onClick={() => template('csv')}>
            <Trans>Template (CSV)</Trans>
          </button>
        </p>
        <label className="form-field">
          <span className="form-field__label">
            <Trans>File to import</Trans>
          </span>
          <input
            type="file"
            name="import-file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(event) => {
              const chosen = event.currentTarget.files?.[0];
              setFile(chosen);
              setOutcome(undefined);
              if (chosen) void check(chosen);
            }}
          />
        </label>
        {busy && (
          <p aria-busy="true">
            <Trans>Checking…</Trans>
          </p>
        )}
        {outcome?.step === 'refused' && <p role="alert">{i18n._(errorDescriptor(outcome.key))}</p>}
        {outcome?.step === 'checked' && outcome.problems.length > 0 && (
          <p role="alert">
            <Trans>
              {problemCount} problems in {rowCount} rows. Please correct the file and choose it again; nothing is imported until every row
              is correct.
            </Trans>
          </p>
        )}
        {problems.length > 0 && (
          <table className="data-table import-panel__problems">
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Row</Trans>
                </th>
                <th scope="col">
                  <Trans>Column</Trans>
                </th>
                <th scope="col">
                  <Trans>Reason</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {problems.map((problem) => (
                <tr key={`${problem.row ?? ''}-${problem.column}-${problem.key}`}>
                  <td>{problem.row ?? '–'}</td>
                  <td>{columnName(problem.column)}</td>
                  <td>{i18n._(errorDescriptor(problem.key))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {ready !== undefined && file && (
          <>
            <p role="status">
              <Trans>Every row can be imported.</Trans>
            </p>
            <button type="button" className="button button--primary" disabled={busy} onClick={() => void importRows(file)}>
              <Trans>Import {ready} rows</Trans>
            </button>
          </>
        )}
        {outcome?.step === 'imported' && <ImportedSummary data={outcome.data} />}
      </section>
    </SidePanel>
  );
}

function ImportedSummary({ data }: { readonly data: ImportResponse['data'] }) {
  const { t } = useLingui();
  const count = data.imported;
  const invited = data.invited.length;
  return (
    <>
      <p role="status">
        <Trans>{count} rows were imported.</Trans>
      </p>
      {invited > 0 && (
        <p>
          <Trans>{invited} drivers were sent an invitation to the driver app by e-mail.</Trans>
        </p>
      )}
      {data.credentials.length > 0 && (
        <>
          <p>
            <Trans>The passwords are shown only now. Print the sheet and hand each person their own login.</Trans>
          </p>
          <button
            type="button"
            className="button button--primary"
            onClick={() =>
              printCredentials(data.credentials, {
                title: t`Logins`,
                name: t`Name`,
                username: t`Username`,
                password: t`Initial password`,
              })
            }
          >
            <Trans>Print the login sheet</Trans>
          </button>
          <table className="data-table import-panel__credentials">
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Name</Trans>
                </th>
                <th scope="col">
                  <Trans>Username</Trans>
                </th>
                <th scope="col">
                  <Trans>Initial password</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.credentials.map((login) => (
                <tr key={login.username}>
                  <td>{login.name}</td>
                  <td>{login.username}</td>
                  <td>
                    <code>{login.password}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </>
  );
}
