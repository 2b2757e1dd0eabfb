import { useLingui } from '@lingui/react';
import { errorDescriptor } from '../../i18n/errorMessages';

/** The translated message of an error key under a field. */
export function FieldError({ id, errorKey }: { readonly id: string; readonly errorKey: string | undefined }) {
  const { i18n } = useLingui();
  if (!errorKey) return null;
  return (
    <p id={id} className="field__error">
      {i18n._(errorDescriptor(errorKey))}
    </p>
  );
}
