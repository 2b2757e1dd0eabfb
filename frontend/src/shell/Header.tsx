import { useMatches } from '@tanstack/react-router';
import { useLingui } from '@lingui/react';
import { UserMenu } from './UserMenu';

/** The page title comes from the deepest route that declares one in its staticData. */
export function Header() {
  const { i18n } = useLingui();
  const matches = useMatches();
  const title = [...matches].reverse().find((match) => match.staticData.title)?.staticData.title;
  return (
    <header className="app-header">
      <h1 className="app-header__title">{title ? i18n._(title) : 'FleetCheck'}</h1>
      <UserMenu />
    </header>
  );
}
