import { Trans } from '@lingui/react/macro';

/** /payment-error: the card was declined or 3-D Secure failed; nothing was changed or charged. */
export function PaymentErrorPage() {
  return (
    <div className="subscription-page">
      <h1 className="subscription-page__heading">
        <Trans>The payment failed</Trans>
      </h1>
      <p>
        <Trans>Your card was not charged and your plan has not changed. Please try again with another card.</Trans>
      </p>
      <a className="button button--primary" href="/user/tariffs">
        <Trans>Back to the plan</Trans>
      </a>
    </div>
  );
}
