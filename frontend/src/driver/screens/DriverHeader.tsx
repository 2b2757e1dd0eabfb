import { Trans } from '@lingui/react/macro';
import { LanguageChoice } from './LanguageChoice';

export function DriverHeader({ name, onSignOut }: { readonly name: string; readonly onSignOut?: () => void }) {
  return (
    <header className="driver-header">
      <span className="driver-header__name">{name}</span>
      <LanguageChoice />
      {onSignOut && (
        <button type="button" className="driver-link" onClick={onSignOut}>
          <Trans>Sign out</Trans>
        </button>
      )}
    </header>
  );
}
