import { useState, useId, type ReactNode, type Ref } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { LanguageSwitch } from './LanguageSwitch';
import type { Role } from '../session/sessionData';

interface SideMenuProps {
  readonly ref?: Ref<HTMLElement>;
  readonly role: Role;
  readonly companyName: string | undefined;
  /** A lapsed company's manager: only the record pages (issue 15 item 8). */
  readonly recordsOnly?: boolean;
}

/** The header's menu button controls the menu (a drawer below 768 px). */
export const sideMenuId = 'side-menu';

/** Managers: Dashboard and the Settings group; admins: Companies, Devices, FAQ and Audit; auditors: the audit pages. */
export function SideMenu({ ref, role, companyName, recordsOnly = false }: SideMenuProps) {
  const { t } = useLingui();
  return (
    <nav ref={ref} id={sideMenuId} className="side-menu" aria-label={t`Main menu`} tabIndex={-1}>
      <div className="side-menu__brand">FleetCheck</div>
      {role === 'manager' && (recordsOnly ? <RecordsOnlyMenu companyName={companyName} /> : <ManagerMenu companyName={companyName} />)}
      {role === 'admin' && <AdminMenu />}
      {role === 'auditor' && <AuditorMenu />}
      <div className="side-menu__bottom">
        <LanguageSwitch />
        <a className="button side-menu__help" href="#help">
          <Trans>Help</Trans>
        </a>
        <p className="side-menu__copyright">© {new Date().getFullYear()} FleetCheck</p>
      </div>
    </nav>
  );
}

function Group({ label, children }: { readonly label: ReactNode; readonly children: ReactNode }) {
  const [open, setOpen] = useState(true);
  const id = useId();
  return (
    <li>
      <button
        type="button"
        className="side-menu__group"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
      </button>
      {open && (
        <ul id={id} className="side-menu__sub">
          {children}
        </ul>
      )}
    </li>
  );
}

function Item({ to, children }: { readonly to: string; readonly children: ReactNode }) {
  return (
    <li>
      <Link
        to={to}
        className="side-menu__link"
        activeProps={{ className: 'is-active' }}
        activeOptions={{ exact: true, includeSearch: false }}
      >
        {children}
      </Link>
    </li>
  );
}

function ManagerMenu({ companyName }: { readonly companyName: string | undefined }) {
  return (
    <>
      {companyName && <p className="side-menu__company">{companyName}</p>}
      <ul className="side-menu__list">
        <Item to="/user">
          <Trans>Dashboard</Trans>
        </Item>
        <Item to="/user/check-board">
          <Trans>Check board</Trans>
        </Item>
        <Item to="/user/missed-checks">
          <Trans>Missed checks</Trans>
        </Item>
        <Item to="/user/returned-records">
          <Trans>Returned records</Trans>
        </Item>
        <Group label={<Trans>Settings</Trans>}>
          <Item to="/user/cars">
            <Trans>Cars</Trans>
          </Item>
          <Item to="/user/drivers">
            <Trans>Drivers</Trans>
          </Item>
          <Item to="/user/managers">
            <Trans>Managers</Trans>
          </Item>
          <Item to="/user/devices">
            <Trans>Devices</Trans>
          </Item>
          <Item to="/user/offices">
            <Trans>Offices</Trans>
          </Item>
          <Item to="/user/company">
            <Trans>Company</Trans>
          </Item>
          <Item to="/user/tariffs">
            <Trans>Plan</Trans>
          </Item>
        </Group>
      </ul>
    </>
  );
}

/**
 * A lapsed or cancelled company's manager, for a year after the paid term: the check board (its test results,
 * their details and the record book export) and nothing else; the rest stays closed until the subscription is renewed.
 */
function RecordsOnlyMenu({ companyName }: { readonly companyName: string | undefined }) {
  return (
    <>
      {companyName && <p className="side-menu__company">{companyName}</p>}
      <p className="side-menu__notice">
        <Trans>
          Your subscription has ended. For one year after the paid term you can still read your test results and download the record book.
        </Trans>
      </p>
      <ul className="side-menu__list">
        <Item to="/user/check-board">
          <Trans>Check board</Trans>
        </Item>
      </ul>
    </>
  );
}

function AdminMenu() {
  return (
    <ul className="side-menu__list">
      <Item to="/admin/companies">
        <Trans>Companies</Trans>
      </Item>
      <Item to="/admin/devices">
        <Trans>Devices</Trans>
      </Item>
      <Group label={<Trans>FAQ</Trans>}>
        <Item to="/admin/faq-categories">
          <Trans>Categories</Trans>
        </Item>
        <Item to="/admin/faq-article-list">
          <Trans>Articles</Trans>
        </Item>
      </Group>
      <Item to="/admin/operations">
        <Trans>Operations</Trans>
      </Item>
      <Group label={<Trans>Audit</Trans>}>
        <Item to="/admin/audit/companies">
          <Trans>Subscription history</Trans>
        </Item>
        <Item to="/admin/audit/access-log">
          <Trans>Access log</Trans>
        </Item>
        <Item to="/admin/auditors">
          <Trans>Auditors</Trans>
        </Item>
      </Group>
    </ul>
  );
}

/** Auditors read only: the companies they may audit and, from there, each one's subscription history; the access log. */
function AuditorMenu() {
  return (
    <ul className="side-menu__list">
      <Item to="/admin/audit/companies">
        <Trans>Subscription history</Trans>
      </Item>
      <Item to="/admin/audit/access-log">
        <Trans>Access log</Trans>
      </Item>
    </ul>
  );
}
