import { useId } from 'react';
import { useLingui } from '@lingui/react';
import { errorDescriptor } from '../../i18n/errorMessages';

interface TextFieldProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly errorKey?: string;
  readonly required?: boolean;
  readonly type?: 'text' | 'email' | 'tel' | 'password' | 'date' | 'time' | 'number';
  readonly autoComplete?: string;
  readonly name?: string;
  /** A line under the input telling when or why it is needed (read out with the input). */
  readonly hint?: string;
}

/** A labelled input; an error is shown as the translated message of its key. */
export function TextField({ label, value, onChange, errorKey, required, type = 'text', autoComplete, name, hint }: TextFieldProps) {
  const id = useId();
  const { i18n } = useLingui();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', errorKey ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${errorKey ? ' has-error' : ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <input
        id={id}
        name={name}
        className="field__input"
        type={type}
        value={value}
        autoComplete={autoComplete}
        aria-invalid={errorKey ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {errorKey && (
        <p id={errorId} className="field__error">
          {i18n._(errorDescriptor(errorKey))}
        </p>
      )}
    </div>
  );
}
