import { emptyCompany, type CompanyDraft } from '../components/CompanyFields';

export const emptyManager = {
  lastName: '',
  firstName: '',
  spellingLastName: '',
  spellingFirstName: '',
  email: '',
  mobile: '',
  password: '',
};
export type ManagerDraft = typeof emptyManager;

const SIGN_UP_DRAFT_KEY = 'fleetcheck.signUpDraft';

export interface SignUpDraft {
  readonly company: CompanyDraft;
  readonly manager: ManagerDraft;
}

const textsOf = <T extends Record<string, string>>(empty: T, stored: unknown): T => {
  const values = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  return Object.fromEntries(Object.keys(empty).map((key) => [key, typeof values[key] === 'string' ? values[key] : ''])) as T;
};

/**
 * What was typed on the sign-up form, kept for this tab (sessionStorage) so that the page reload of a language
 * switch does not wipe it. The password is never stored: it is typed again.
 */
export const signUpDraft = {
  read: (): SignUpDraft => {
    let stored: { company?: unknown; manager?: unknown } = {};
    try {
      stored = JSON.parse(window.sessionStorage.getItem(SIGN_UP_DRAFT_KEY) ?? '{}') as typeof stored;
    } catch {
      // A damaged draft is dropped.
    }
    return { company: textsOf(emptyCompany, stored.company), manager: { ...textsOf(emptyManager, stored.manager), password: '' } };
  },
  save: ({ company, manager }: SignUpDraft): void => {
    window.sessionStorage.setItem(SIGN_UP_DRAFT_KEY, JSON.stringify({ company, manager: { ...manager, password: '' } }));
  },
  clear: (): void => window.sessionStorage.removeItem(SIGN_UP_DRAFT_KEY),
};
