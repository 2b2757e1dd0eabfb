import { useLingui } from '@lingui/react/macro';
import { useOfficeOptions } from '../hooks/lookups';

interface OfficeSelectProps {
  readonly label: string;
  /** One office's id, or undefined for all of them. */
  readonly office: string | undefined;
  readonly onOffice: (office: string | undefined) => void;
  /** Extra classes of the field (its place in a toolbar). */
  readonly className?: string;
}

/**
 * The office a view or an export is of, or all offices. An id that is no longer among the offices (a stale link,
 * an office deleted meanwhile) stays chosen and shown as it is, rather than silently becoming "all offices".
 */
export function OfficeSelect({ label, office, onOffice, className }: OfficeSelectProps) {
  const { t } = useLingui();
  const offices = useOfficeOptions();
  return (
    <label className={className ? `field ${className}` : 'field'}>
      <span className="field__label">{label}</span>
      <select className="field__input" value={office ?? ''} onChange={(event) => onOffice(event.target.value || undefined)}>
        <option value="">{t`All offices`}</option>
        {offices.map((option) => (
          <option key={option.value} value={String(option.value)}>
            {option.label}
          </option>
        ))}
        {office && !offices.some((option) => String(option.value) === office) && <option value={office}>{office}</option>}
      </select>
    </label>
  );
}
