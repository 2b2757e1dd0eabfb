import { useLingui } from '@lingui/react/macro';
import { useOfficeOptions } from '../hooks/lookups';

interface MonthOfficeFieldsProps {
  /** 'YYYY-MM'. */
  readonly month: string;
  readonly onMonth: (month: string) => void;
  /** One office's id, or undefined for all of them. */
  readonly office: string | undefined;
  readonly onOffice: (office: string | undefined) => void;
  readonly monthLabel: string;
  readonly officeLabel: string;
}

/** The month and the office (or all offices) of a monthly export: the record book's, the inspection record's. */
export function MonthOfficeFields({ month, onMonth, office, onOffice, monthLabel, officeLabel }: MonthOfficeFieldsProps) {
  const { t } = useLingui();
  const offices = useOfficeOptions();
  return (
    <>
      <label className="field">
        <span className="field__label">{monthLabel}</span>
        <input
          className="field__input"
          type="month"
          value={month}
          required
          onChange={(event) => event.target.value && onMonth(event.target.value)}
        />
      </label>
      <label className="field">
        <span className="field__label">{officeLabel}</span>
        <select className="field__input" value={office ?? ''} onChange={(event) => onOffice(event.target.value || undefined)}>
          <option value="">{t`All offices`}</option>
          {offices.map((option) => (
            <option key={option.value} value={String(option.value)}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
    </>
  );
}
