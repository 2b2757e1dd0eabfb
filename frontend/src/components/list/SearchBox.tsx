import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { TEXT_MAX_LENGTH } from '@fleetcheck/contracts';

interface SearchBoxProps {
  readonly value: string;
  readonly onSearch: (query: string) => void;
}

/** Searches on Enter or the button; emptying the box clears the search at once. */
export function SearchBox({ value, onSearch }: SearchBoxProps) {
  const { t } = useLingui();
  const [text, setText] = useState(value);
  const [lastValue, setLastValue] = useState(value);
  if (value !== lastValue) {
    // The search in the URL changed elsewhere (back button, reset): show it.
    setLastValue(value);
    setText(value);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form className="search-box" role="search" onSubmit={submit}>
      <input
        type="search"
        className="search-box__input"
        aria-label={t`Search`}
        placeholder={t`Search`}
        // The query API refuses a longer search (Errors.TooLong); the box never lets one be typed.
        maxLength={TEXT_MAX_LENGTH.search}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          if (event.target.value === '' && value !== '') onSearch('');
        }}
      />
      <button type="submit" className="button search-box__button">
        {t`Search`}
      </button>
    </form>
  );
}
