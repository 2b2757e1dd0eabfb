import { lazy, Suspense, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { BellRing, ClipboardCheck, Languages, Truck } from 'lucide-react';
import { LanguageSwitch } from '../../../shell/LanguageSwitch';
import { PriceEstimate } from './PriceEstimate';
import './landing.css';

// The operator's FAQ (categories from the API) loads only when asked for: it opens while the URL hash is set.
const FaqPanel = lazy(() => import('../../../shell/FaqPanel').then((module) => ({ default: module.FaqPanel })));

/** The public landing page: what FleetCheck does, sign-up and login, a price simulation and the FAQ. */
export function LandingPage() {
  const faqOpen = useLocation({ select: (location) => location.hash !== '' });
  const navigate = useNavigate();
  return (
    <div className="landing">
      <header className="landing__bar">
        <span className="landing__brand">FleetCheck</span>
        <nav className="landing__nav" aria-label="FleetCheck">
          <LanguageSwitch />
          {/* The help entry of every public page: the FAQ panel (it opens while the URL hash is set). */}
          <a className="button" href="#help">
            <Trans>Help</Trans>
          </a>
          <Link to="/authorization" search={{ page: 'login' }} className="button">
            <Trans>Log in</Trans>
          </Link>
          <Link to="/authorization" search={{ page: 'register' }} className="button button--primary" data-testid="landing-sign-up">
            <Trans>Sign up</Trans>
          </Link>
        </nav>
      </header>
      <main id="main" className="landing__main">
        <section className="landing__hero" aria-labelledby="landing-title">
          <h1 id="landing-title" className="landing__title">
            <Trans>Breath-alcohol checks and fleet records for your company, in one place</Trans>
          </h1>
          <p className="landing__lead">
            <Trans>
              Drivers test with a connected detector before and after driving. Managers see every result, alert and record on one dashboard,
              in Japanese or English.
            </Trans>
          </p>
          <div className="landing__actions">
            <Link to="/authorization" search={{ page: 'register' }} className="button button--primary">
              <Trans>Start with sign-up</Trans>
            </Link>
            <Link to="/authorization" search={{ page: 'login' }} className="button">
              <Trans>Log in</Trans>
            </Link>
          </div>
        </section>

        <section className="landing__section" aria-labelledby="landing-features">
          <h2 id="landing-features">
            <Trans>What FleetCheck does</Trans>
          </h2>
          <ul className="landing__features">
            <Feature icon={<ClipboardCheck aria-hidden="true" />} title={<Trans>Every test on record</Trans>}>
              <Trans>
                Results arrive from the detectors with the time, the place and the measured value, and stay ready for your records and CSV
                exports.
              </Trans>
            </Feature>
            <Feature icon={<BellRing aria-hidden="true" />} title={<Trans>Alerts when it matters</Trans>}>
              <Trans>
                A failed test, an expiring licence, inspection or insurance, and a detector due for maintenance show up as notifications.
              </Trans>
            </Feature>
            <Feature icon={<Truck aria-hidden="true" />} title={<Trans>Drivers, cars and detectors together</Trans>}>
              <Trans>Keep drivers with their licences, cars, offices and detectors in one company account, shared by your managers.</Trans>
            </Feature>
            <Feature icon={<Languages aria-hidden="true" />} title={<Trans>Japanese and English</Trans>}>
              <Trans>Every screen in both languages, with dates in Japan time.</Trans>
            </Feature>
          </ul>
        </section>

        <section className="landing__section" aria-labelledby="landing-price">
          <h2 id="landing-price">
            <Trans>Price simulation</Trans>
          </h2>
          <p>
            <Trans>
              You pay per car and per detector, monthly or yearly; the yearly schedule has a discount. Initial setup and account setup are
              free.
            </Trans>
          </p>
          <PriceEstimate />
        </section>

        <section className="landing__section" aria-labelledby="landing-faq">
          <h2 id="landing-faq">
            <Trans>Frequently asked questions</Trans>
          </h2>
          <details className="landing__faq">
            <summary>
              <Trans>How do I start?</Trans>
            </summary>
            <p>
              <Trans>
                Sign up with your company's details, confirm your e-mail, choose the number of cars and detectors, and pay by card or bank
                transfer.
              </Trans>
            </p>
          </details>
          <details className="landing__faq">
            <summary>
              <Trans>Can I change my plan later?</Trans>
            </summary>
            <p>
              <Trans>Yes. You can add cars and detectors at any time; the change is charged for the rest of the running term.</Trans>
            </p>
          </details>
          <details className="landing__faq">
            <summary>
              <Trans>How can I pay?</Trans>
            </summary>
            <p>
              <Trans>By card, or by bank transfer.</Trans>
            </p>
          </details>
          <button type="button" className="button" onClick={() => void navigate({ to: '.', hash: 'faq', search: true })}>
            <Trans>More questions and answers</Trans>
          </button>
        </section>
      </main>
      <footer className="landing__footer">
        <small>© FleetCheck</small>
      </footer>
      {faqOpen && (
        <Suspense fallback={null}>
          <FaqPanel />
        </Suspense>
      )}
    </div>
  );
}

function Feature({ icon, title, children }: { readonly icon: ReactNode; readonly title: ReactNode; readonly children: ReactNode }) {
  return (
    <li className="landing__feature">
      <span className="landing__feature-icon">{icon}</span>
      <h3>{title}</h3>
      <p>{children}</p>
    </li>
  );
}
