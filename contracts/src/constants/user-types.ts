/**
 * Spec section 6: 1 superadmin, 2 and 3 managers (2 is a manager's own account); the driver type is ours.
 * A file of its own without Zod, so the web app's first page can read it without loading a schema library.
 */
export const UserTypes = { Admin: 1, Manager: 2, SubManager: 3, Driver: 4 } as const;
export type UserType = (typeof UserTypes)[keyof typeof UserTypes];
