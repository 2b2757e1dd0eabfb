import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CheckDetails, DetailsErrors } from '../../machines/driver-check/checkDraft';
import type { DriverHome } from '../api/driverAppApi';
import { driverErrorDescriptor, timingLabels } from '../i18n/driverTexts';

const noVehicle = msg`No vehicle`;
const noDetector = msg`No detector in service`;

/** When, which car (or none, with the reason), which detector and the reading it shows. */
export function CheckDetailsStep({
  home,
  details,
  errors,
  onEdit,
  onNext,
}: {
  readonly home: DriverHome;
  readonly details: CheckDetails;
  readonly errors: DetailsErrors;
  readonly onEdit: (details: Partial<CheckDetails>) => void;
  readonly onNext: () => void;
}) {
  const { i18n } = useLingui();
  const errorOf = (field: keyof DetailsErrors) =>
    errors[field] ? (
      <span className="driver-error" role="alert" id={`${field}-error`}>
        {i18n._(driverErrorDescriptor(errors[field]))}
      </span>
    ) : null;
  return (
    <form
      className="driver-step"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onNext();
      }}
    >
      <fieldset className="driver-choice">
        <legend>
          <Trans>When</Trans>
        </legend>
        {(['before_driving', 'after_driving'] as const).map((timing) => (
          <label
            key={timing}
            className={details.timing === timing ? 'driver-choice__option driver-choice__option--on' : 'driver-choice__option'}
          >
            <input type="radio" name="timing" value={timing} checked={details.timing === timing} onChange={() => onEdit({ timing })} />
            {i18n._(timingLabels[timing])}
          </label>
        ))}
      </fieldset>
      <label className="driver-field">
        <span>
          <Trans>Vehicle</Trans>
        </span>
        <select
          value={details.vehicle ?? ''}
          onChange={(event) => onEdit({ vehicle: event.target.value === '' ? null : event.target.value })}
        >
          {home.cars.map((car) => (
            <option key={car.id} value={car.id}>
              {car.number}
              {car.model ? ` (${car.model})` : ''}
            </option>
          ))}
          <option value="">{i18n._(noVehicle)}</option>
        </select>
      </label>
      {details.vehicle === null && (
        <label className="driver-field">
          <span>
            <Trans>Why no vehicle</Trans>
          </span>
          <input
            type="text"
            value={details.noVehicleReason}
            aria-invalid={errors.noVehicleReason ? true : undefined}
            aria-describedby={errors.noVehicleReason ? 'noVehicleReason-error' : undefined}
            onChange={(event) => onEdit({ noVehicleReason: event.target.value })}
          />
          {errorOf('noVehicleReason')}
        </label>
      )}
      <label className="driver-field">
        <span>
          <Trans>Detector</Trans>
        </span>
        <select
          value={details.detector}
          aria-invalid={errors.detector ? true : undefined}
          aria-describedby={errors.detector ? 'detector-error' : undefined}
          onChange={(event) => onEdit({ detector: event.target.value })}
        >
          {home.detectors.length === 0 && <option value="">{i18n._(noDetector)}</option>}
          {home.detectors.map((detector) => (
            <option key={detector.id} value={detector.id}>
              {detector.serialNo}
            </option>
          ))}
        </select>
        {errorOf('detector')}
      </label>
      <label className="driver-field">
        <span>
          <Trans>Reading (mg/l)</Trans>
        </span>
        <input
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          value={details.reading}
          aria-invalid={errors.reading ? true : undefined}
          aria-describedby={errors.reading ? 'reading-error' : undefined}
          onChange={(event) => onEdit({ reading: event.target.value })}
        />
        {errorOf('reading')}
      </label>
      <button type="submit" className="driver-button driver-button--primary driver-button--large">
        <Trans>Next</Trans>
      </button>
    </form>
  );
}
