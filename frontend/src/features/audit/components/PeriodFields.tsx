import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';

interface PeriodFieldsProps {
  readonly from: string;
  readonly to: string;
  readonly onFromChange: (day: string) => void;
  readonly onToChange: (day: string) => void;
}

/** One Japan day of a period ('YYYY-MM-DD', may be empty), labelled. */
function DayField({ label, name, value, onChange }: { label: ReactNode; name: string; value: string; onChange: (day: string) => void }) {
  return (
    <label className="field">
      <span className="field__label">{label}</span>
      <input className="field__input" type="date" name={name} value={value} onChange={(event) => onChange(event.target.value)} />
    </label>
  );
}

/** A period of Japan days, both ends optional ('YYYY-MM-DD'): the audit screens' filters. */
export function PeriodFields({ from, to, onFromChange, onToChange }: PeriodFieldsProps) {
  return (
    <>
      <DayField label={<Trans>From (Japan date)</Trans>} name="from" value={from} onChange={onFromChange} />
      <DayField label={<Trans>To (Japan date)</Trans>} name="to" value={to} onChange={onToChange} />
    </>
  );
}
