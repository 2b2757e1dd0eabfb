import { useLingui } from '@lingui/react/macro';
import { driverErrorDescriptor } from '../i18n/driverTexts';

/** An error key (the API's, or the app's own) said in the driver's language as an alert; nothing without one. */
export function DriverErrorAlert({ error }: { readonly error: string | null }) {
  const { i18n } = useLingui();
  if (!error) return null;
  return (
    <p className="driver-error" role="alert">
      {i18n._(driverErrorDescriptor(error))}
    </p>
  );
}
