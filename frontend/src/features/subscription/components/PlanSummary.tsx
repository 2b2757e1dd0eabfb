import { useQuery } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { PAYMENT_METHOD_WORDS, PAYMENT_SCHEDULE_WORDS, formatYen, type Subscription } from '@fleetcheck/contracts';
import { dayAfter } from '@fleetcheck/domain/subscription/term';
import { formatListDate } from '../../../i18n/format';
import { useLanguage } from '../../../i18n/useLanguage';
import { useSubscriptionDeps } from '../api/subscriptionServices';

/**
 * The running plan at a glance on the plan page: counts, price before tax, the consumption tax and the total,
 * schedule, payment method, paid term and the next billing date (the day after the paid term: the card is
 * charged then; a bank-transfer company is invoiced for it). Tax and total come from the server's quote of
 * the same plan, shown only when it prices the plan as it was sold (prices may have changed since).
 */
export function PlanSummary({ subscription }: { readonly subscription: Subscription }) {
  const deps = useSubscriptionDeps();
  const language = useLanguage();
  const { carCount, deviceCount, paymentSchedule } = subscription;
  const quote = useQuery({
    queryKey: ['subscription', 'plan-quote', carCount, deviceCount, paymentSchedule],
    queryFn: () => deps.api.quote({ carCount, deviceCount, paymentSchedule }),
  });
  const taxed =
    quote.data && quote.data.totalAmount === subscription.totalAmount && quote.data.totalWithTax !== undefined ? quote.data : null;
  const yearly = paymentSchedule === 'yearly';
  const nextBilling =
    subscription.status === 'Active' && subscription.operation !== 'cancel' && subscription.expiryDate
      ? dayAfter(subscription.expiryDate.slice(0, 10))
      : null;
  return (
    <section className="order-details" aria-labelledby="plan-summary-title" data-testid="plan-summary">
      <h2 id="plan-summary-title" className="order-details__title">
        <Trans>Current plan</Trans>
      </h2>
      <dl className="order-details__list">
        <dt>
          <Trans>Plan</Trans>
        </dt>
        <dd data-testid="plan-summary-plan">
          <Trans>
            {carCount} cars, {deviceCount} devices
          </Trans>
        </dd>
        <dt>
          <Trans>Payment schedule</Trans>
        </dt>
        <dd>{PAYMENT_SCHEDULE_WORDS[paymentSchedule][language]}</dd>
        <dt>{yearly ? <Trans>Total per year (before tax)</Trans> : <Trans>Total per month (before tax)</Trans>}</dt>
        <dd data-testid="plan-summary-price">{formatYen(subscription.totalAmount)}</dd>
        {taxed && (
          <>
            <dt>
              <Trans>Consumption tax ({taxed.taxRatePercent}%)</Trans>
            </dt>
            <dd data-testid="plan-summary-tax">{formatYen(taxed.tax)}</dd>
            <dt>{yearly ? <Trans>Total per year (including tax)</Trans> : <Trans>Total per month (including tax)</Trans>}</dt>
            <dd data-testid="plan-summary-total">{formatYen(taxed.totalWithTax)}</dd>
          </>
        )}
        <dt>
          <Trans>Payment method</Trans>
        </dt>
        <dd data-testid="plan-summary-method">{PAYMENT_METHOD_WORDS[subscription.paymentMethod][language]}</dd>
        {subscription.startDate && subscription.expiryDate && (
          <>
            <dt>
              <Trans>Current term</Trans>
            </dt>
            <dd data-testid="plan-summary-term">
              {formatListDate(subscription.startDate)} – {formatListDate(subscription.expiryDate)}
            </dd>
          </>
        )}
        {nextBilling && (
          <>
            <dt>
              <Trans>Next billing date</Trans>
            </dt>
            <dd data-testid="plan-summary-next-billing">{formatListDate(nextBilling)}</dd>
          </>
        )}
      </dl>
    </section>
  );
}
