/** Who a verified access token speaks for: the same kinds as command-api's principal. */
export type Principal =
  | { kind: 'admin'; userId: string; userType: 1; companyId: null; sessionId: string }
  | { kind: 'manager'; userId: string; userType: 2 | 3; companyId: string; sessionId: string }
  | { kind: 'admin-on-behalf'; userId: string; userType: 1; companyId: string; sessionId: string };

export type CompanyPrincipal = Extract<Principal, { kind: 'manager' | 'admin-on-behalf' }>;
