import { useMatches } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { Menu } from 'lucide-react';
import { IconButton } from '../components/icons/IconButton';
import { UserMenu } from './UserMenu';
import { LanguageSwitch } from './LanguageSwitch';
import { sideMenuId } from './SideMenu';

interface HeaderProps {
  /** The drawer's state, where there is a side menu; the button shows below 768 px only. */
  readonly menu?: { readonly open: boolean; readonly toggle: () => void };
}

/** The page title comes from the deepest route that declares one in its staticData. */
export function Header({ menu }: HeaderProps) {
  const { t, i18n } = useLingui();
  const matches = useMatches();
  const title = [...matches].reverse().find((match) => match.staticData.title)?.staticData.title;
  return (
    <header className="app-header">
      {menu && (
        <IconButton
          icon={Menu}
          className="icon-button app-header__menu"
          label={t`Menu`}
          aria-expanded={menu.open}
          aria-controls={sideMenuId}
          onClick={menu.toggle}
        />
      )}
      <h1 className="app-header__title">{title ? i18n._(title) : 'FleetCheck'}</h1>
      {/* Without a side menu (a company still registering), its language switch sits in the header. */}
      {!menu && <LanguageSwitch />}
      <UserMenu />
    </header>
  );
}
