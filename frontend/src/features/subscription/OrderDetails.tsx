import { Trans } from '@lingui/react/macro';
import { formatYen, type PaymentSchedule, type PriceQuote } from '@fleetcheck/contracts';

interface OrderDetailsProps {
  readonly quote: PriceQuote | null;
  readonly schedule: PaymentSchedule | null;
  readonly loading: boolean;
  /** Admin upgrade mode shows the running plan's cost next to the new one. */
  readonly oldCost?: number;
}

/** The order details panel: per-item amounts, the yearly discount and the total ('–' until quoted). */
export function OrderDetails({ quote, schedule, loading, oldCost }: OrderDetailsProps) {
  return (
    <section className="order-details" aria-busy={loading} aria-labelledby="order-details-title">
      <h2 id="order-details-title" className="order-details__title">
        <Trans>Order details</Trans>
      </h2>
      <dl className="order-details__list">
        <dt>
          <Trans>Initial setup</Trans>
        </dt>
        <dd>
          <Trans>Free</Trans>
        </dd>
        <dt>
          <Trans>Account setup</Trans>
        </dt>
        <dd>
          <Trans>Free</Trans>
        </dd>
        <dt>
          <Trans>Cars per month</Trans>
        </dt>
        <dd data-testid="monthly-car-cost">{formatYen(quote?.monthlyCarCost)}</dd>
        <dt>
          <Trans>Devices per month</Trans>
        </dt>
        <dd data-testid="monthly-device-cost">{formatYen(quote?.monthlyDeviceCost)}</dd>
        <dt>
          <Trans>Cars</Trans>
        </dt>
        <dd>{formatYen(quote?.carAmount)}</dd>
        <dt>
          <Trans>Devices</Trans>
        </dt>
        <dd>{formatYen(quote?.deviceAmount)}</dd>
        {schedule === 'yearly' && (
          <>
            <dt>
              <Trans>Yearly discount</Trans>
            </dt>
            <dd data-testid="discount">{quote ? `−${formatYen(quote.discountAmount)}` : formatYen(null)}</dd>
          </>
        )}
        {oldCost !== undefined && (
          <>
            <dt>
              <Trans>Current cost</Trans>
            </dt>
            <dd data-testid="old-cost">{formatYen(oldCost)}</dd>
          </>
        )}
        {quote?.adjustment !== undefined && (
          <>
            <dt>
              <Trans>Due now</Trans>
            </dt>
            <dd data-testid="adjustment">{formatYen(quote.adjustment)}</dd>
          </>
        )}
        <dt className="order-details__total">{schedule === 'yearly' ? <Trans>Total per year</Trans> : <Trans>Total per month</Trans>}</dt>
        <dd className="order-details__total" data-testid="total">
          {formatYen(quote?.totalAmount)}
        </dd>
      </dl>
    </section>
  );
}
