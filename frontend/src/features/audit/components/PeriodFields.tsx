import { Trans } from '@lingui/react/macro';

interface PeriodFieldsProps {
  readonly from: string;
  readonly to: string;
  readonly onFromChange: (day: string) => void;
  readonly onToChange: (day: string) => void;
}

/** A period of Japan days, both ends optional ('YYYY-MM-DD'): the audit screens' filters. */
export function PeriodFields({ from, to, onFromChange, onToChange }: PeriodFieldsProps) {
  return (
    <>
      <label className="field">
        <span className="field__label">
          <Trans>From (Japan date)</Trans>
        </span>
        <input className="field__input" type="date" name="from" value={from} onChange={(event) => onFromChange(event.target.value)} />
      </label>
      <label className="field">
        <span className="field__label">
          <Trans>To (Japan date)</Trans>
        </span>
        <input className="field__input" type="date" name="to" value={to} onChange={(event) => onToChange(event.target.value)} />
      </label>
    </>
  );
}
