// Every route of the web app (frontend/src/routes), by who can open it: the walks over all pages (layout at
// phone and desktop widths, accessibility) visit these. A dynamic segment is filled with a page that needs no record.
export interface AppRoute {
  /** A file-system-safe name for screenshots and reports. */
  readonly name: string;
  readonly path: string;
}

export const publicRoutes: readonly AppRoute[] = [
  { name: 'landing', path: '/' },
  { name: 'login', path: '/authorization?page=login' },
  { name: 'sign-up', path: '/authorization?page=register' },
  { name: 'forgot-password', path: '/authorization?page=forgot-password' },
  { name: 'admin-login', path: '/admin-authorization' },
  { name: 'verify-email', path: '/verify-email' },
  { name: 'verify-password-reset', path: '/verify-password-reset' },
  { name: 'simulation', path: '/simulation' },
  { name: 'payment-error', path: '/payment-error' },
  { name: 'omise-callback', path: '/omise-callback' },
  { name: 'auditor-invitation', path: '/auditor-invitation' },
  { name: 'terms', path: '/terms' },
];

export const managerRoutes: readonly AppRoute[] = [
  { name: 'dashboard', path: '/user' },
  { name: 'check-board', path: '/user/check-board' },
  { name: 'missed-checks', path: '/user/missed-checks' },
  { name: 'returned-records', path: '/user/returned-records' },
  { name: 'cars', path: '/user/cars' },
  { name: 'drivers', path: '/user/drivers' },
  { name: 'managers', path: '/user/managers' },
  { name: 'devices', path: '/user/devices' },
  { name: 'offices', path: '/user/offices' },
  { name: 'company', path: '/user/company' },
  { name: 'settings', path: '/user/settings' },
  { name: 'tariffs', path: '/user/tariffs' },
  { name: 'payment', path: '/user/payment?cars=3&devices=2&paymentScheduleOption=monthly' },
  { name: 'cancelation', path: '/user/cancelation' },
  { name: 'confirmation', path: '/user/confirmation' },
];

export const adminRoutes: readonly AppRoute[] = [
  { name: 'admin-companies', path: '/admin/companies' },
  { name: 'admin-devices', path: '/admin/devices' },
  { name: 'admin-faq-categories', path: '/admin/faq-categories' },
  { name: 'admin-faq-articles', path: '/admin/faq-article-list' },
  { name: 'admin-faq-article-creator', path: '/admin/faq-article-creator' },
  { name: 'admin-operations', path: '/admin/operations' },
  { name: 'admin-auditors', path: '/admin/auditors' },
  { name: 'audit-companies', path: '/admin/audit/companies' },
  { name: 'audit-access-log', path: '/admin/audit/access-log' },
];
