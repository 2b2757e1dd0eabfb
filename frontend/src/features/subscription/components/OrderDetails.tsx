import { Trans } from '@lingui/react/macro';
import { formatYen, type PaymentSchedule, type PriceQuote } from '@fleetcheck/contracts';

interface OrderDetailsProps {
  readonly quote: PriceQuote | null;
  readonly schedule: PaymentSchedule | null;
  readonly loading: boolean;
  /** Admin upgrade mode shows the running plan's cost next to the new one. */
  readonly oldCost?: number;
  /** A bank-transfer company: the amount due now is transferred, not charged to a card. */
  readonly byTransfer?: boolean;
}

/** The order details panel: per-item amounts, the yearly discount, the total before tax, the tax and the total with it ('–' until quoted). */
export function OrderDetails({ quote, schedule, loading, oldCost, byTransfer = false }: OrderDetailsProps) {
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
              <Trans>Due now (before tax)</Trans>
            </dt>
            <dd data-testid="adjustment">{formatYen(quote.adjustment)}</dd>
            {quote.adjustmentWithTax !== undefined && (
              <>
                <dt>
                  <Trans>Consumption tax on the amount due now</Trans>
                </dt>
                <dd data-testid="adjustment-tax">{formatYen(quote.adjustmentTax)}</dd>
                <dt>{byTransfer ? <Trans>Due by bank transfer (including tax)</Trans> : <Trans>Charged now (including tax)</Trans>}</dt>
                <dd data-testid="adjustment-with-tax">{formatYen(quote.adjustmentWithTax)}</dd>
              </>
            )}
          </>
        )}
        <dt className={quote?.totalWithTax === undefined ? 'order-details__total' : undefined}>
          {schedule === 'yearly' ? <Trans>Total per year (before tax)</Trans> : <Trans>Total per month (before tax)</Trans>}
        </dt>
        <dd className={quote?.totalWithTax === undefined ? 'order-details__total' : undefined} data-testid="total">
          {formatYen(quote?.totalAmount)}
        </dd>
        {quote?.totalWithTax !== undefined && (
          <>
            <dt>
              <Trans>Consumption tax ({quote.taxRatePercent}%)</Trans>
            </dt>
            <dd data-testid="tax">{formatYen(quote.tax)}</dd>
            <dt className="order-details__total">
              {schedule === 'yearly' ? <Trans>Total per year (including tax)</Trans> : <Trans>Total per month (including tax)</Trans>}
            </dt>
            <dd className="order-details__total" data-testid="total-with-tax">
              {formatYen(quote.totalWithTax)}
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}
