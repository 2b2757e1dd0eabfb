import { useId } from 'react';
import { useLingui } from '@lingui/react';
import { errorDescriptor } from '../../i18n/errorMessages';

interface TextFieldProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly errorKey?: string;
  readonly required?: boolean;
  readonly type?: 'text' | 'email' | 'tel' | 'password' | 'date' | 'number';
  readonly autoComplete?: string;
  readonly name?: string;
}

/** A labelled input; an error is shown as the translated message of its key. */
export function TextField({ label, value, onChange, errorKey, required, type = 'text', autoComplete, name }: TextFieldProps) {
  const id = useId();
  const { i18n } = useLingui();
  const errorId = `${id}-error`;
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
        aria-describedby={errorKey ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {errorKey && (
        <p id={errorId} className="field__error">
          {i18n._(errorDescriptor(errorKey))}
        </p>
      )}
    </div>
  );
}
