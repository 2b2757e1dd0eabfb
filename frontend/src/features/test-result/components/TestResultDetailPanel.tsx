import { ArrowRight } from 'lucide-react';
import { DetectorFlags } from '../../shared/components/DetectorFlags';
import { Fragment, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  ALCOHOL_RESULT_UNIT,
  formatAlcoholResult,
  liveConfirmationWords,
  toDottedDate,
  type TestResultDetail,
} from '@fleetcheck/contracts';
import { businessDateTime } from '@fleetcheck/domain/calendar/business-day';
import { ApiError } from '../../../api/apiError';
import { StoredImage } from '../../../components/image/StoredImage';
import { SidePanel } from '../../../components/overlay/SidePanel';
import { useCurrentPanelId, usePanels } from '../../../components/overlay/PanelStack';
import { errorDescriptor } from '../../../i18n/errorMessages';
import { useServices } from '../../../session/ServicesContext';
import { useSessionView } from '../../../shell/useSessionUser';
import { mapSearchUrl } from '../../shared/model/mapLink';
import { useLanguage } from '../../../i18n/useLanguage';
import { PhoneCodeButton } from '../../live-confirmation/components/LiveQueue';
import { LocationMap } from '../../shared/components/LocationMap';
import { CheckPhotos } from './CheckPhotos';
import { CorrectionPanel } from './CorrectionPanel';
import { useRecordLabels } from '../model/recordLabels';
import { testResultDetailQuery, useConfirmation } from '../api/testResultApi';
import './testResult.css';

/** An instant as Japan's date and time: 'YYYY.MM.DD H:mm'. */
function japanDateTime(instant: string): string {
  const { date, time } = businessDateTime(instant);
  return `${toDottedDate(date)} ${Number(time.slice(0, 2))}:${time.slice(3)}`;
}

function Details({ rows }: { readonly rows: readonly [ReactNode, ReactNode][] }) {
  return (
    <dl className="detail-list">
      {rows.map(([label, value], index) => (
        <Fragment key={index}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

/** Confirm the record, or return it with a comment (required), as its manager. */
function ConfirmationForm({ record }: { readonly record: TestResultDetail }) {
  const { t, i18n } = useLingui();
  const [comment, setComment] = useState('');
  const confirmation = useConfirmation(record._id);
  const error = confirmation.error instanceof ApiError ? confirmation.error : undefined;
  const commentError = error?.fields.find((field) => field.path === 'comment');
  const decide = (decision: 'confirmed' | 'returned') => confirmation.mutate({ decision, comment: comment.trim() || null });
  return (
    // Sending the form confirms (its only field is a textarea, where Enter adds a line); returning is the other button.
    <form
      className="record-confirmation"
      onSubmit={(event) => {
        event.preventDefault();
        decide('confirmed');
      }}
    >
      <label className="field">
        <span className="field__label">{t`Comment (required to return)`}</span>
        <textarea
          className="field__input"
          value={comment}
          maxLength={1000}
          rows={3}
          aria-invalid={commentError ? true : undefined}
          onChange={(event) => setComment(event.target.value)}
        />
        {commentError && <span className="field__error">{i18n._(errorDescriptor(commentError.key))}</span>}
      </label>
      {error && !commentError && <p className="field__error">{i18n._(errorDescriptor(error.key))}</p>}
      <div className="record-confirmation__actions">
        <button type="submit" className="button button--primary" disabled={confirmation.isPending}>
          <Trans>Confirm</Trans>
        </button>
        <button type="button" className="button" disabled={confirmation.isPending} onClick={() => decide('returned')}>
          <Trans>Return</Trans>
        </button>
      </div>
    </form>
  );
}

function RecordBody({ record }: { readonly record: TestResultDetail }) {
  const { t } = useLingui();
  // A lapsed company's manager reads the record only: no confirmation, no correction.
  const recordsOnly = useSessionView().user?.recordsOnly === true;
  const panels = usePanels();
  const labels = useRecordLabels();
  const language = useLanguage();
  const failed = record.failed;
  const mapQuery = record.coordinates ? `${record.coordinates.latitude},${record.coordinates.longitude}` : record.location;
  const method =
    record.method === 'remote' && record.remoteMethod
      ? `${labels.method(record.method)} (${labels.remoteMethod(record.remoteMethod)})`
      : labels.method(record.method);
  const detector = record.detector
    ? record.detector.serialNo
    : record.noDetectorReason
      ? `${t`None`}: ${record.noDetectorReason}`
      : (record.device ?? '–');
  return (
    <>
      <section aria-label={t`Record items`} className="record-detail__section">
        <h3>
          <Trans>Record items</Trans>
        </h3>
        <p className={`record-detail__result${failed ? ' record-detail__result--failed' : ''}`} data-status={failed ? 'failed' : 'passed'}>
          {formatAlcoholResult(record.result)} {ALCOHOL_RESULT_UNIT} · {failed ? <Trans>Failed</Trans> : <Trans>Passed</Trans>}
        </p>
        <Details
          rows={[
            [t`Driver`, `${record.lastName} ${record.firstName}`],
            [
              t`Vehicle`,
              [record.carNumber, record.carModel].filter(Boolean).join(' ') ||
                (record.noVehicleReason ? `${t`No vehicle`}: ${record.noVehicleReason}` : '–'),
            ],
            [
              t`Date and time of the check`,
              <>
                {japanDateTime(record.testedAt)}
                {record.offline && (
                  <span className="record-detail__offline" data-offline="true">
                    {' '}
                    · <Trans>Taken offline</Trans>
                  </span>
                )}
              </>,
            ],
            ...(record.phoneTime ? [[t`Phone time`, japanDateTime(record.phoneTime)] as [ReactNode, ReactNode]] : []),
            [
              labels.field('source'),
              [
                labels.correctedValue('source', record.source),
                record.enteredAt ? `${labels.field('enteredAt')} ${japanDateTime(record.enteredAt)}` : '',
                record.lateEntry ? `${t`Entered late`}: ${record.lateEntryReason ?? '–'}` : '',
              ]
                .filter(Boolean)
                .join(' · '),
            ],
            [t`Check type`, labels.checkType(record.checkType)],
            [t`Method`, method],
            [
              t`Detector`,
              <>
                {detector}
                <DetectorFlags flags={record.detectorFlags} />
              </>,
            ],
            [t`Checker`, record.checker?.name ?? record.checkedBy ?? '–'],
            [t`Visual check`, labels.visualCheck(record.visualCheck)],
            ...(record.liveConfirmation
              ? [[t`Live confirmation`, liveConfirmationWords(record, { language, japanTime: japanDateTime })] as [ReactNode, ReactNode]]
              : []),
            [t`Instructions`, record.instructions ?? '–'],
            [labels.field('actionTaken'), labels.correctedValue('actionTaken', record.actionTaken)],
            [t`Other notes`, record.notes ?? '–'],
            [t`Office`, record.office ?? '–'],
            [
              t`Location`,
              mapQuery ? (
                <>
                  <a href={mapSearchUrl(mapQuery)} target="_blank" rel="noopener noreferrer">
                    {record.location ?? mapQuery}
                  </a>
                  {record.coordinates && <LocationMap latitude={record.coordinates.latitude} longitude={record.coordinates.longitude} />}
                </>
              ) : (
                '–'
              ),
            ],
          ]}
        />
        <CheckPhotos testResultId={record._id} photos={record.photos} />
        {record.photo && (
          <StoredImage src={record.photo} width={384} alt={t`Photo taken at the check`} className="record-detail__photo" fallback={null} />
        )}
      </section>
      <section aria-label={t`Confirmation`} className="record-detail__section">
        <h3>
          <Trans>Confirmation</Trans>
        </h3>
        <p data-confirmation={record.confirmationStatus}>
          {labels.confirmation(record.confirmationStatus)}
          {record.confirmation &&
            ` · ${labels.manager(record.confirmation.manager)} · ${japanDateTime(record.confirmation.decidedAt)}${
              record.confirmation.comment ? ` · ${record.confirmation.comment}` : ''
            }`}
        </p>
        {record.confirmationStatus !== 'confirmed' && !recordsOnly && <ConfirmationForm record={record} />}
        {record.confirmationStatus === 'awaiting' && record.method === 'remote' && !recordsOnly && (
          <PhoneCodeButton testResultId={record._id} driverName={`${record.lastName} ${record.firstName}`} />
        )}
      </section>
      <section aria-label={t`Correction history`} className="record-detail__section">
        <h3>
          <Trans>Correction history</Trans>
        </h3>
        {!recordsOnly && (
          <button
            type="button"
            className="button"
            onClick={() => panels.open('test-result-correction', <CorrectionPanel record={record} />)}
          >
            <Trans>Correct the record</Trans>
          </button>
        )}
        {record.corrections.length === 0 ? (
          <p>
            <Trans>Never corrected.</Trans>
          </p>
        ) : (
          <ol className="record-corrections">
            {record.corrections.map((correction, index) => (
              <li key={index}>
                <p>
                  {japanDateTime(correction.correctedAt)} · {correction.correctedBy?.name ?? correction.actor.role} · {correction.reason}
                </p>
                <ul>
                  {correction.changes.map((change) => (
                    <li key={change.field}>
                      {labels.field(change.field)}: {labels.correctedValue(change.field, change.before)}{' '}
                      <ArrowRight size={14} aria-hidden="true" className="record-corrections__arrow" />
                      <span className="visually-hidden">{t`changed to`}</span> {labels.correctedValue(change.field, change.after)}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}

/** A check record's details (issue 15 item 5): every item, the photo, the map, the confirmation and the history. */
export function TestResultDetailPanel({ id }: { readonly id: string }) {
  const { api } = useServices();
  const panels = usePanels();
  const panelId = useCurrentPanelId();
  const record = useQuery(testResultDetailQuery(api, id));
  return (
    <SidePanel
      title={<Trans>Check record</Trans>}
      footer={
        <button type="button" className="button" onClick={() => panels.close(panelId)}>
          <Trans>Close</Trans>
        </button>
      }
    >
      {record.data ? (
        <RecordBody record={record.data} />
      ) : record.isError ? (
        <p>
          <Trans>The record could not be loaded.</Trans>
        </p>
      ) : (
        <p>
          <Trans>Loading…</Trans>
        </p>
      )}
    </SidePanel>
  );
}
