import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { SelectOption } from '@fleetcheck/contracts';
import { errorMessages } from '../../../i18n/errorMessages';
import { matchingOptions } from '../../../components/form/optionSearch';

interface CheckboxSelectProps {
  readonly label: string;
  readonly options: readonly SelectOption[];
  readonly selected: readonly string[];
  readonly onChange: (selected: string[]) => void;
}

/** A side-panel multi-select: a search box over the options and the spec's "no options" text. */
export function CheckboxSelect({ label, options, selected, onChange }: CheckboxSelectProps) {
  const { t, i18n } = useLingui();
  const [search, setSearch] = useState('');
  const id = useId();
  const visible = matchingOptions(options, search);
  const toggle = (value: string, checked: boolean) => onChange(checked ? [...selected, value] : selected.filter((item) => item !== value));
  return (
    <fieldset className="checkbox-select">
      <legend className="checkbox-select__legend">{label}</legend>
      <input
        id={id}
        type="search"
        className="field__input"
        aria-label={t`Search ${label}`}
        placeholder={t`Search`}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {visible.length === 0 ? (
        <p className="checkbox-select__empty">{i18n._(errorMessages['Select.Empty'])}</p>
      ) : (
        <ul className="checkbox-select__options">
          {visible.map(({ value, label: optionLabel }) => (
            <li key={String(value)}>
              <label>
                <input
                  type="checkbox"
                  checked={selected.includes(String(value))}
                  onChange={(event) => toggle(String(value), event.target.checked)}
                />{' '}
                {optionLabel}
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
