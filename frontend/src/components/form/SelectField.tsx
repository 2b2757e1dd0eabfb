import { useId, useState } from 'react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { SelectOption } from '@fleetcheck/contracts';
import { errorDescriptor } from '../../i18n/errorMessages';
import { FieldError } from './FieldError';
import { matchingOptions } from './optionSearch';

const choose = msg`Select…`;
const searchOptions = msg`Filter options`;
const searchPlaceholder = msg`Type to filter`;

interface SelectFieldProps {
  readonly label: string;
  readonly options: readonly SelectOption[];
  /** The chosen option's value, '' for none. */
  readonly value: string;
  readonly onChange: (option: SelectOption | null) => void;
  readonly errorKey?: string;
  readonly required?: boolean;
  readonly name?: string;
  /** The text of the empty choice; "Select…" unless given. */
  readonly placeholder?: string;
  /** False when a value is always chosen (no empty choice). */
  readonly allowEmpty?: boolean;
}

/**
 * A labelled side-panel select with a search box: typing filters the options (the chosen one always stays),
 * and when nothing matches the translated "No options" text shows (Select.Empty).
 */
export function SelectField(props: SelectFieldProps) {
  const { label, options, value, onChange, errorKey, required, name, placeholder, allowEmpty = true } = props;
  const id = useId();
  const { i18n } = useLingui();
  const [search, setSearch] = useState('');
  const errorId = `${id}-error`;
  const emptyId = `${id}-empty`;
  const matching = matchingOptions(options, search);
  const chosen = options.find((option) => String(option.value) === value);
  const shown = chosen && !matching.includes(chosen) ? [chosen, ...matching] : matching;
  const noMatch = options.length > 0 && matching.length === 0;
  const describedBy = [errorKey ? errorId : '', noMatch ? emptyId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${errorKey ? ' has-error' : ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {options.length > 0 && (
        <input
          type="search"
          className="field__input field__search"
          aria-label={i18n._(searchOptions)}
          aria-controls={id}
          placeholder={i18n._(searchPlaceholder)}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      )}
      <select
        id={id}
        name={name}
        className="field__input"
        value={value}
        aria-invalid={errorKey ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(options.find((option) => String(option.value) === event.target.value) ?? null)}
      >
        {allowEmpty && <option value="">{placeholder ?? i18n._(options.length === 0 ? errorDescriptor('Select.Empty') : choose)}</option>}
        {shown.map((option) => (
          <option key={String(option.value)} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </select>
      {noMatch && (
        <p id={emptyId} className="field__hint" role="status">
          {i18n._(errorDescriptor('Select.Empty'))}
        </p>
      )}
      <FieldError id={errorId} errorKey={errorKey} />
    </div>
  );
}
