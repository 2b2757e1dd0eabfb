import { useId, useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { COUNTER_MAX, formatYen, type PaymentSchedule, type PriceQuote } from '@fleetcheck/contracts';
import { useServices } from '../../../session/ServicesContext';

type Estimate =
  | { readonly state: 'idle' }
  | { readonly state: 'busy' }
  | { readonly state: 'failed' }
  | { readonly state: 'done'; readonly quote: PriceQuote; readonly schedule: PaymentSchedule };

const clampCount = (value: string) => Math.min(COUNTER_MAX, Math.max(1, Math.trunc(Number(value)) || 1));

/** The landing page's price simulation: cars, detectors and schedule, priced by the public simulationCalc. */
export function PriceEstimate() {
  const { t } = useLingui();
  const { api } = useServices();
  const [cars, setCars] = useState('5');
  const [devices, setDevices] = useState('2');
  const [schedule, setSchedule] = useState<PaymentSchedule>('monthly');
  const [estimate, setEstimate] = useState<Estimate>({ state: 'idle' });
  const resultId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const carCount = clampCount(cars);
    const deviceCount = clampCount(devices);
    setCars(String(carCount));
    setDevices(String(deviceCount));
    setEstimate({ state: 'busy' });
    try {
      // The response schema (and the schema library) loads on the first calculation, not with the landing page.
      const { priceQuoteResponseSchema } = await import('@fleetcheck/contracts');
      const response = await api.post('/subscription/simulationCalc', {
        body: { carCount, deviceCount, paymentSchedule: schedule },
        schema: priceQuoteResponseSchema,
        anonymous: true,
      });
      setEstimate({ state: 'done', quote: response.data, schedule });
    } catch {
      setEstimate({ state: 'failed' });
    }
  };

  return (
    <form className="landing-estimate" onSubmit={submit} aria-describedby={resultId} noValidate>
      <div className="landing-estimate__inputs">
        <label className="field">
          <span className="field__label">{t`Cars`}</span>
          <input
            className="field__input"
            type="number"
            min={1}
            max={COUNTER_MAX}
            inputMode="numeric"
            value={cars}
            onChange={(event) => setCars(event.target.value)}
          />
        </label>
        <label className="field">
          <span className="field__label">{t`Devices`}</span>
          <input
            className="field__input"
            type="number"
            min={1}
            max={COUNTER_MAX}
            inputMode="numeric"
            value={devices}
            onChange={(event) => setDevices(event.target.value)}
          />
        </label>
        <fieldset className="landing-estimate__schedule">
          <legend className="field__label">{t`Payment schedule`}</legend>
          <label>
            <input type="radio" name="schedule" checked={schedule === 'monthly'} onChange={() => setSchedule('monthly')} />{' '}
            <Trans>Monthly</Trans>
          </label>
          <label>
            <input type="radio" name="schedule" checked={schedule === 'yearly'} onChange={() => setSchedule('yearly')} />{' '}
            <Trans>Yearly</Trans>
          </label>
        </fieldset>
      </div>
      <div className="landing-estimate__actions">
        <button type="submit" className="button button--primary" disabled={estimate.state === 'busy'}>
          <Trans>Calculate the price</Trans>
        </button>
        <Link to="/simulation" search={{ cars: clampCount(cars), devices: clampCount(devices) }} className="button">
          <Trans>Open the full simulation</Trans>
        </Link>
      </div>
      <output id={resultId} className="landing-estimate__result" aria-live="polite">
        {estimate.state === 'done' && (
          <>
            <span>
              {estimate.schedule === 'yearly' ? <Trans>Total per year (before tax)</Trans> : <Trans>Total per month (before tax)</Trans>}
            </span>{' '}
            <strong data-testid="landing-total">{formatYen(estimate.quote.totalAmount)}</strong>
            {estimate.schedule === 'yearly' && estimate.quote.discountAmount > 0 && (
              <span className="landing-estimate__note">
                {' '}
                <Trans>(yearly discount {formatYen(estimate.quote.discountAmount)} included)</Trans>
              </span>
            )}
            {estimate.quote.totalWithTax !== undefined && (
              <span className="landing-estimate__taxed">
                <span>
                  <Trans>Consumption tax ({estimate.quote.taxRatePercent}%)</Trans>
                </span>{' '}
                <span data-testid="landing-tax">{formatYen(estimate.quote.tax)}</span>{' '}
                <span>
                  {estimate.schedule === 'yearly' ? (
                    <Trans>Total per year (including tax)</Trans>
                  ) : (
                    <Trans>Total per month (including tax)</Trans>
                  )}
                </span>{' '}
                <strong data-testid="landing-total-with-tax">{formatYen(estimate.quote.totalWithTax)}</strong>
              </span>
            )}
          </>
        )}
        {estimate.state === 'failed' && (
          <span role="alert">
            <Trans id="Modals.Error">Something went wrong. Please try again.</Trans>
          </span>
        )}
      </output>
    </form>
  );
}
