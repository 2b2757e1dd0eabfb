import { useMemo, useState } from 'react';
import { useMachine } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { createCheckMachine } from '../../machines/driver-check/checkMachine';
import { defaultTiming } from '../../machines/driver-check/defaultTiming';
import type { DriverHome } from '../api/driverAppApi';
import { PhotoCapture } from '../capture/PhotoCapture';
import { readLocation } from '../capture/readLocation';
import { submitCheck } from '../queue/submitCheck';
import { DRIVER_PATHS, navigate } from '../navigation';
import { locationMissingLabels, timingLabels } from '../i18n/driverTexts';
import { DriverErrorAlert } from './DriverErrorAlert';
import { CheckDetailsStep } from './CheckDetailsStep';
import { CheckResult } from './CheckResult';

/** Issue 34 item 2: the check on the phone, step by step (the steps are the states of the check machine). */
export default function CheckScreen({ home }: { readonly home: DriverHome }) {
  const { i18n } = useLingui();
  // One id per check screen: sending the same check again (a retry, a second tap) is harmless on the server.
  const [checkId] = useState(() => crypto.randomUUID());
  const machine = useMemo(() => createCheckMachine({ locate: readLocation, submit: (draft) => submitCheck(checkId, draft) }), [checkId]);
  const [snapshot, send] = useMachine(machine, {
    input: {
      details: {
        // today.checks is newest first; the rule reads the day in order.
        timing: defaultTiming(home.today.checks.map((check) => check.timing).reverse(), new Date()),
        vehicle: home.defaultVehicle ?? home.cars[0]?.id ?? null,
        noVehicleReason: '',
        detector: home.detectors[0]?.id ?? '',
        reading: '',
      },
    },
  });
  const { context } = snapshot;
  const accuracyMetres = context.location ? Math.round(context.location.accuracy) : 0;

  if (snapshot.matches('result') && context.outcome)
    return <CheckResult outcome={context.outcome} reading={context.details.reading} officePhone={home.officePhone} />;

  return (
    <main className="driver-page">
      <header className="driver-header">
        <button
          type="button"
          className="driver-link"
          onClick={() => (snapshot.can({ type: 'BACK' }) ? send({ type: 'BACK' }) : navigate(DRIVER_PATHS.home))}
        >
          <Trans>Back</Trans>
        </button>
        <span className="driver-header__name">{i18n._(timingLabels[context.details.timing])}</span>
      </header>
      <div className="driver-card">
        {snapshot.matches('details') && (
          <CheckDetailsStep
            home={home}
            details={context.details}
            errors={context.errors}
            onEdit={(details) => send({ type: 'EDIT', details })}
            onNext={() => send({ type: 'NEXT' })}
          />
        )}
        {snapshot.matches('displayPhoto') && (
          <PhotoCapture
            key="display"
            facing="environment"
            title={<Trans>Photo of the detector's display</Trans>}
            hint={<Trans>Show the reading on the detector's display clearly.</Trans>}
            onTaken={(photo) => send({ type: 'PHOTO_TAKEN', photo })}
          />
        )}
        {snapshot.matches('facePhoto') && (
          <PhotoCapture
            key="face"
            facing="user"
            title={<Trans>Your face while blowing</Trans>}
            hint={<Trans>Take the photo while you blow into the detector, with your face visible.</Trans>}
            onTaken={(photo) => send({ type: 'PHOTO_TAKEN', photo })}
          />
        )}
        {(snapshot.matches('location') || snapshot.matches('locating')) && (
          <section className="driver-step" aria-labelledby="location-title">
            <h2 id="location-title">
              <Trans>Where are you?</Trans>
            </h2>
            <p className="driver-hint">
              <Trans>Your location is recorded with this check only, to show where it was taken. Sharing it is your choice.</Trans>
            </p>
            <button
              type="button"
              className="driver-button driver-button--primary"
              disabled={snapshot.matches('locating')}
              onClick={() => send({ type: 'SHARE_LOCATION' })}
            >
              {snapshot.matches('locating') ? <Trans>Finding your location…</Trans> : <Trans>Share my location</Trans>}
            </button>
            <button
              type="button"
              className="driver-button"
              disabled={snapshot.matches('locating')}
              onClick={() => send({ type: 'DECLINE_LOCATION' })}
            >
              <Trans>Do not share</Trans>
            </button>
          </section>
        )}
        {(snapshot.matches('review') || snapshot.matches('sending')) && (
          <section className="driver-step" aria-labelledby="review-title">
            <h2 id="review-title">
              <Trans>Send the check</Trans>
            </h2>
            <dl className="driver-summary">
              <dt>
                <Trans>Reading</Trans>
              </dt>
              <dd>{context.details.reading} mg/l</dd>
              <dt>
                <Trans>Location</Trans>
              </dt>
              <dd>
                {context.location ? (
                  <Trans>Shared (within {accuracyMetres} m)</Trans>
                ) : (
                  i18n._(locationMissingLabels[context.locationMissingReason ?? 'unavailable'])
                )}
              </dd>
            </dl>
            <DriverErrorAlert error={context.sendError} />
            <button
              type="button"
              className="driver-button driver-button--primary driver-button--large"
              disabled={snapshot.matches('sending')}
              onClick={() => send({ type: 'SEND' })}
            >
              {snapshot.matches('sending') ? <Trans>Sending…</Trans> : <Trans>Send</Trans>}
            </button>
          </section>
        )}
      </div>
    </main>
  );
}
