/**
 * Stream names in one place: `<aggregate>-<id>`. Projections subscribe by these prefixes, so they are part
 * of the contract between command and query sides.
 */
export const streams = {
  company: (id: string) => `company-${id}`,
  manager: (id: string) => `manager-${id}`,
  driver: (id: string) => `driver-${id}`,
  office: (id: string) => `office-${id}`,
  admin: (id: string) => `admin-${id}`,
  session: (id: string) => `session-${id}`,
  auditor: (id: string) => `auditor-${id}`,
  unique: (scope: string, value: string) => `unique-${scope}-${value}`,
} as const;
