import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { errorDescriptor } from '../../../i18n/errorMessages';

interface CheckboxFieldProps {
  readonly name: string;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  readonly errorKey?: string;
  readonly children: ReactNode;
}

/** A labelled checkbox with its translated error (the payment terms and the cancellation ticks). */
export function CheckboxField({ name, checked, onChange, errorKey, children }: CheckboxFieldProps) {
  const { i18n } = useLingui();
  return (
    <div className={`checkbox-field${errorKey ? ' has-error' : ''}`}>
      <label>
        <input
          type="checkbox"
          name={name}
          checked={checked}
          aria-invalid={errorKey ? true : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />{' '}
        {children}
      </label>
      {errorKey && <p className="field__error">{i18n._(errorDescriptor(errorKey))}</p>}
    </div>
  );
}
