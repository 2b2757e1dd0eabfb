import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { ALCOHOL_RESULT_UNIT, formatAlcoholResult, toDottedDate, type InfoCard } from '@fleetcheck/contracts';
import { mapSearchUrl } from '../../shared/model/mapLink';
import { usePanels } from '../../../components/overlay/PanelStack';
import { TestResultDetailPanel } from '../../test-result/components/TestResultDetailPanel';
import { DetectorFlags } from '../../shared/components/DetectorFlags';
import { useRecordLabels } from '../../test-result/model/recordLabels';
import { INCOMPLETE_RECORDS_ANCHOR } from '../../test-result/model/incompleteRecordsAnchor';

/**
 * One breath test: result (3 decimals, mg/l), Passed or Failed (status 0), before or after driving (運転前/運転後), driver,
 * car, device, time, date and place.
 */
export function TestResultCard({ card }: { readonly card: InfoCard }) {
  const { t } = useLingui();
  const panels = usePanels();
  const labels = useRecordLabels();
  const failed = card.failed;
  // A detector's upload lacking an item the law asks for is kept, and listed here until a manager completes it.
  const missing = labels.missingItems(card.missingItems);
  const car = [card.carNumber, card.carModel].filter(Boolean).join(' ') || '–';
  return (
    <article className={`result-card${failed ? ' result-card--failed' : ''}`} data-status={failed ? 'failed' : 'passed'}>
      <header className="result-card__header">
        <h3 className="result-card__driver">
          {card.lastName} {card.firstName}
        </h3>
        <span className="result-card__check-type" data-check-type={card.checkType}>
          {card.checkType === 'before_driving' ? t`Before driving` : t`After driving`}
        </span>
        <span className={`status-badge status-badge--${failed ? 'failed' : 'passed'}`}>
          {failed ? <Trans>Failed</Trans> : <Trans>Passed</Trans>}
        </span>
      </header>
      <p className="result-card__result">
        {formatAlcoholResult(card.result)} <span className="result-card__unit">{ALCOHOL_RESULT_UNIT}</span>
      </p>
      <dl className="detail-list result-card__details">
        <dt>{t`Date`}</dt>
        <dd>{toDottedDate(card.date)}</dd>
        <dt>{t`Time`}</dt>
        <dd>{card.time || '–'}</dd>
        <dt>{t`Vehicle`}</dt>
        <dd>{car}</dd>
        <dt>{t`Device`}</dt>
        <dd>
          {card.device ?? '–'}
          <DetectorFlags flags={card.detectorFlags} />
        </dd>
        <dt>{t`Office`}</dt>
        <dd>{card.office ?? '–'}</dd>
        <dt>{t`Location`}</dt>
        <dd>
          {card.location ? (
            <a href={mapSearchUrl(card.location)} target="_blank" rel="noopener noreferrer">
              {card.location}
            </a>
          ) : (
            '–'
          )}
        </dd>
        {card.confirmationStatus !== 'awaiting' && (
          <>
            <dt>{t`Confirmation`}</dt>
            <dd data-confirmation={card.confirmationStatus}>
              {card.confirmationStatus === 'confirmed' ? t`Confirmed` : t`Returned`}
              {card.confirmationStatus === 'returned' && card.confirmation?.comment ? `: ${card.confirmation.comment}` : ''}
            </dd>
          </>
        )}
        {missing.length > 0 && (
          <>
            <dt>{t`Incomplete`}</dt>
            <dd data-incomplete="true">
              {missing.join(' / ')}{' '}
              <Link to="/user/check-board" hash={INCOMPLETE_RECORDS_ANCHOR}>
                <Trans>Incomplete records</Trans>
              </Link>
            </dd>
          </>
        )}
      </dl>
      <button
        type="button"
        className="button result-card__details-button"
        onClick={() => panels.open('test-result-detail', <TestResultDetailPanel id={card._id} />)}
      >
        <Trans>Details</Trans>
      </button>
    </article>
  );
}
