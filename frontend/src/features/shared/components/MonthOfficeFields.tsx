import { OfficeSelect } from './OfficeSelect';

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
      <OfficeSelect label={officeLabel} office={office} onOffice={onOffice} />
    </>
  );
}
