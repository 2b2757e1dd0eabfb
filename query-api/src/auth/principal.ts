import type { AccessPrincipal } from '@fleetcheck/platform';

/** Who a verified access token speaks for: the platform's shared kinds (the same as command-api's). */
export type Principal = AccessPrincipal;

export type CompanyPrincipal = Extract<Principal, { kind: 'manager' | 'admin-on-behalf' }>;
