/**
 * Who a verified access token speaks for. An admin inside a company (access on behalf) is its own kind:
 * it passes company checks for exactly that company, and every event it causes names the admin.
 */
export type Principal =
  | { kind: 'admin'; userId: string; userType: 1; companyId: null; sessionId: string }
  | { kind: 'manager'; userId: string; userType: 2 | 3; companyId: string; sessionId: string }
  | { kind: 'admin-on-behalf'; userId: string; userType: 1; companyId: string; sessionId: string }
  | { kind: 'auditor'; userId: string; userType: 4; companyId: null; sessionId: string }
  | { kind: 'driver'; userId: string; userType: 5; companyId: string; sessionId: string };

export type CompanyPrincipal = Extract<Principal, { kind: 'manager' | 'admin-on-behalf' }>;
