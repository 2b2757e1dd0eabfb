import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { businessDay } from '@fleetcheck/domain/calendar/business-day';
import { BANK_TRANSFER, REGISTRATION_STAGES, formatYen, parsePaymentSummary, type TaxedAmountDto } from '@fleetcheck/contracts';
import { useServices } from '../../../session/ServicesContext';
import { isRegisterComplete } from '../../../session/sessionData';
import { operatorContact } from '../../../shell/operatorContact';
import { showsDashboardButton } from '../../../machines';
import { RegistrationProgress } from './RegistrationProgress';
import { currentUserQuery } from '../api/subscriptionServices';

interface ConfirmationPageProps {
  /** The payment query parameter: JSON with totalAmount and adjustment. */
  readonly payment: string | undefined;
  readonly onDashboard: () => void;
}

/** An amount before tax, its consumption tax and the total: a card charge, or what is due by transfer. */
function TaxedLines(props: { amount: TaxedAmountDto; testId: string; beforeTax: ReactNode; total: ReactNode }) {
  const { amount, testId } = props;
  return (
    <>
      <dt>{props.beforeTax}</dt>
      <dd data-testid={`${testId}-before-tax`}>{formatYen(amount.beforeTax)}</dd>
      <dt>
        <Trans>Consumption tax</Trans>
      </dt>
      <dd data-testid={`${testId}-tax`}>{formatYen(amount.tax)}</dd>
      <dt>{props.total}</dt>
      <dd data-testid={`${testId}-total`}>{formatYen(amount.total)}</dd>
    </>
  );
}

/** /user/confirmation: the registration summary; it refetches the current user (and so the session). */
export function ConfirmationPage({ payment, onDashboard }: ConfirmationPageProps) {
  const { api, session } = useServices();
  // Read before the refetch updates the cookie: this visit belongs to the registration it completes.
  const [registering] = useState(() => !isRegisterComplete(session.readUser()));
  const user = useQuery({ ...currentUserQuery(api, session), refetchOnMount: 'always' });
  const [summary] = useState(() => {
    const parsed = parsePaymentSummary(payment);
    if (payment && !parsed) console.warn('Ignoring a payment query parameter that is not valid JSON', payment);
    return parsed;
  });
  const subscription = user.data?.subscription ?? null;
  const bankTransfer = subscription?.paymentMethod === BANK_TRANSFER;
  return (
    <div className="subscription-page">
      {registering && <RegistrationProgress stage={REGISTRATION_STAGES.confirmation} />}
      <h1 className="subscription-page__heading">
        {registering ? <Trans>Thank you! Your registration is complete.</Trans> : <Trans>Your plan has been changed.</Trans>}
      </h1>
      {!registering && subscription?.startDate && (
        <p data-testid="plan-change-from">
          <Trans>
            The new plan applies from today; the current term runs from {businessDay(subscription.startDate)} to{' '}
            {subscription.expiryDate ? businessDay(subscription.expiryDate) : '–'}.
          </Trans>
        </p>
      )}
      <dl className="order-details__list" data-testid="confirmation-summary">
        {subscription && (
          <>
            <dt>
              <Trans>Number of cars</Trans>
            </dt>
            <dd>{subscription.carCount}</dd>
            <dt>
              <Trans>Number of devices</Trans>
            </dt>
            <dd>{subscription.deviceCount}</dd>
          </>
        )}
        <dt>
          {subscription?.paymentSchedule === 'yearly' ? (
            <Trans>Total per year (before tax)</Trans>
          ) : (
            <Trans>Total per month (before tax)</Trans>
          )}
        </dt>
        <dd data-testid="confirmation-total">{formatYen(summary?.totalAmount ?? subscription?.totalAmount)}</dd>
        {summary?.charged && summary.charged.total > 0 ? (
          <TaxedLines
            amount={summary.charged}
            testId="charged"
            beforeTax={<Trans>Charged now (before tax)</Trans>}
            total={<Trans>Charged now (including tax)</Trans>}
          />
        ) : summary?.dueByTransfer && summary.dueByTransfer.total > 0 ? (
          <TaxedLines
            amount={summary.dueByTransfer}
            testId="due"
            beforeTax={<Trans>Due by bank transfer (before tax)</Trans>}
            total={<Trans>Due by bank transfer (including tax)</Trans>}
          />
        ) : (
          summary &&
          summary.adjustment > 0 && (
            <>
              <dt>
                <Trans>Charged now</Trans>
              </dt>
              <dd>{formatYen(summary.adjustment)}</dd>
            </>
          )
        )}
      </dl>
      {bankTransfer && subscription && (
        <section className="bank-transfer-status">
          <p>
            <Trans>Registration date</Trans>: {businessDay(subscription.createdAt)}
          </p>
          <p data-testid="account-status">
            {subscription.status === 'Active' ? (
              <Trans>Your account is active.</Trans>
            ) : (
              <Trans>Your account is pending until we receive your bank transfer.</Trans>
            )}
          </p>
          <p>
            <Trans>We will send the invoice with our bank details to your company e-mail address.</Trans>
          </p>
          <p>
            <Trans>Questions? Contact us:</Trans> <a href={`mailto:${operatorContact.email}`}>{operatorContact.email}</a>
          </p>
        </section>
      )}
      {subscription && showsDashboardButton(subscription, registering) && (
        <button type="button" className="button button--primary" onClick={onDashboard}>
          <Trans>Go to dashboard</Trans>
        </button>
      )}
    </div>
  );
}
