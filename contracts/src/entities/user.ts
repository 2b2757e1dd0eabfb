import { z } from 'zod';
import { reportMailsSchema } from '../reports/report-mails';
import { HOME_ROUTE } from '../constants/ui';
import { strictLanguageSchema } from '../i18n/language';
import { subscriptionSchema } from './subscription';

export const companyRefSchema = z.object({ _id: z.string(), name: z.string() });

/** The current user (GET /auth/profile, login). Server fields version, createdAt, updatedAt and password are never sent. */
export const currentUserSchema = z.object({
  _id: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  spellingFirstName: z.string().default(''),
  spellingLastName: z.string().default(''),
  /** The user record defaults to en; the app language itself defaults to ja. */
  language: strictLanguageSchema.default('en'),
  mobile: z.string().default(''),
  email: z.string().default(''),
  userType: z.number().int(),
  company: companyRefSchema.nullable(),
  subscription: subscriptionSchema.nullable(),
  image: z.string().nullable().default(null),
  redirectPage: z.string().default(HOME_ROUTE),
  /**
   * Set to records-only for a manager of a company whose paid term ended within the last year: only test
   * results, the check board and the exports answer (issue 15 item 8). Absent: full access.
   */
  access: z.enum(['full', 'records-only']).optional(),
  /** A manager's scheduled report mails (issue 37 item 3); absent for other users. */
  reportMails: reportMailsSchema.optional(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const tokenDataSchema = z.object({
  token: z.string(),
  /** Expiry times as ISO date-times. */
  jwtExpire: z.string(),
  refreshToken: z.string(),
  refreshTokenExpires: z.string(),
});
export type TokenData = z.infer<typeof tokenDataSchema>;

/** What the session cookie holds (spec section 3). */
export const sessionDataSchema = tokenDataSchema.extend({
  _id: z.string(),
  userType: z.number().int(),
  language: strictLanguageSchema,
  redirectPage: z.string(),
  subscription: z.object({ expiryDate: z.string().nullable() }).nullable(),
  accessOnBehalf: z.boolean().optional(),
});
export type SessionData = z.infer<typeof sessionDataSchema>;

/** Access-on-behalf response data: token data plus the company's manager as current user. */
export const accessOnBehalfDataSchema = tokenDataSchema.extend({ user: currentUserSchema });
export type AccessOnBehalfData = z.infer<typeof accessOnBehalfDataSchema>;
