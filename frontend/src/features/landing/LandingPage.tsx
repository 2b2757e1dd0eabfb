import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';

export function LandingPage() {
  return (
    <main className="landing">
      <h1 className="landing__title">FleetCheck</h1>
      <p className="landing__lead">
        <Trans>Fleet management and breath-alcohol checks for your company.</Trans>
      </p>
      <div className="landing__actions">
        <Link to="/authorization" search={{ page: 'login' }} className="button button--primary">
          <Trans>Log in</Trans>
        </Link>
        <Link to="/simulation" className="button">
          <Trans>Simulate your plan</Trans>
        </Link>
      </div>
    </main>
  );
}
