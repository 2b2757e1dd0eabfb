import { z } from 'zod';
import { paymentScheduleSchema } from '../constants/business';
import { successEnvelope } from '../common/envelope';
import { accessOnBehalfDataSchema, currentUserSchema, tokenDataSchema } from '../entities/user';
import { companyRecordSchema } from '../entities/records';
import { companyFormSchema } from '../forms/company';
import { personNameRequired } from '../forms/person-name';
import { email, mobile, password, text } from '../forms/rules';
import { strictLanguageSchema } from '../i18n/language';
import { planCountsSchema } from './subscription';

/** POST /auth/login and /auth/admin-login */
export const loginRequestSchema = z.object({ username: text('email'), password: text('password') });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** The user (without version, createdAt, updatedAt, password) with its tokens. */
export const loginResponseSchema = successEnvelope(currentUserSchema.extend(tokenDataSchema.shape));
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** POST /auth/register: the company, its first manager and the chosen plan. */
export const registerRequestSchema = z.object({
  company: companyFormSchema,
  manager: z.object({
    name: personNameRequired(),
    spelling: personNameRequired(),
    email: email(),
    mobile: mobile(),
    password: password(),
  }),
  plan: planCountsSchema.extend({ paymentSchedule: paymentScheduleSchema }).optional(),
  language: strictLanguageSchema.default('ja'),
});
export type RegisterRequest = z.output<typeof registerRequestSchema>;
export const registerResponseSchema = successEnvelope(
  /** `username`: the new manager's login (the e-mail address works too), told on screen and in the mail. */
  z.object({ company: z.string(), user: z.string(), username: z.string(), emailVerificationSent: z.boolean() }),
);

/** POST /auth/manager-token and /auth/admin-token */
export const refreshTokenRequestSchema = z.object({ refreshToken: z.string().min(1) });
export const refreshTokenResponseSchema = successEnvelope(tokenDataSchema);
export type RefreshTokenResponse = z.infer<typeof refreshTokenResponseSchema>;

/** POST /auth/manager-forgot-password and PATCH /auth/manager-reset-password-email (auth reset type). */
export const forgotPasswordRequestSchema = z.object({ email: email() });
export const forgotPasswordResponseSchema = successEnvelope(z.object({ sent: z.literal(true) }));

/** POST auth/verify-email and auth/manager-forgot-password-email-verification: the emailed one-time code. */
export const verificationRequestSchema = z.object({ auth: z.string().min(1) });
export const verifyEmailResponseSchema = successEnvelope(z.object({ verified: z.literal(true) }));

/**
 * PATCH /auth/update-profile. `currentPassword` proves the signed-in person when the password or the e-mail
 * (the login) changes; a new password ends the manager's other sessions.
 */
export const updateProfileRequestSchema = z.object({
  firstName: text('personName'),
  lastName: text('personName'),
  spellingFirstName: text('personName'),
  spellingLastName: text('personName'),
  email: email(),
  mobile: mobile(),
  image: z
    .union([z.string(), z.object({ name: z.string(), fileType: z.string(), file: z.string() })])
    .nullable()
    .optional(),
  password: password().optional(),
  currentPassword: z.string().max(200).optional(),
});
export type UpdateProfileRequest = z.output<typeof updateProfileRequestSchema>;
export const profileResponseSchema = successEnvelope(currentUserSchema);

/** GET /auth/company-profile: the signed-in manager's company (written back with PUT /auth/company-profile). */
export const companyProfileResponseSchema = successEnvelope(companyRecordSchema);

/** PATCH /auth/update-manage-language */
export const updateLanguageRequestSchema = z.object({ language: strictLanguageSchema });

/** POST /auth/getAccessOnBehalf */
export const accessOnBehalfRequestSchema = z.object({ company: z.string().min(1) });
export const accessOnBehalfResponseSchema = successEnvelope(accessOnBehalfDataSchema);
export type AccessOnBehalfResponse = z.infer<typeof accessOnBehalfResponseSchema>;

/** GET /auth/logout */
export const logoutResponseSchema = z.object({ operation: z.literal('success') });
