import {
  accessOnBehalfRequestSchema,
  cancelSubscriptionRequestSchema,
  commandAcceptedSchema,
  companyFormSchema,
  createCompanyInvoiceRequestSchema,
  credentialsSchema,
  forgotPasswordRequestSchema,
  idBodySchema,
  loginRequestSchema,
  omiseVerifiedRequestSchema,
  priceQuoteRequestSchema,
  refreshTokenRequestSchema,
  registerRequestSchema,
  sendCompanyInvoiceRequestSchema,
  subscriptionRequestSchema,
  successEnvelope,
  updateLanguageRequestSchema,
  updateProfileRequestSchema,
  uploadedImageSchema,
  uploadResponseSchema,
  verificationRequestSchema,
} from '@fleetcheck/contracts';
import { z } from 'zod';
import { resetByEmailSchema } from '../auth/body';
import { carBodySchema } from '../car/body';
import { companyDeviceBodySchema } from '../device/body';
import { adminDeviceBodySchema } from '../device-registry/body';
import { driverBodySchema } from '../driver/body';
import { faqArticleBodySchema, faqCategoryBodySchema } from '../faq/body';
import { managerBodySchema } from '../manager/body';
import { officeBodySchema } from '../office/body';
import { bankTransferPaymentBodySchema, sandboxTokenBodySchema } from '../subscription/body';
import { correctionBodySchema, deviceTestBodySchema, manualTestBodySchema } from '../test-result/body';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Who may call: `company` is a manager or an admin on behalf of a company; `device` sends its secret. */
export type Access = 'public' | 'company' | 'manager' | 'admin' | 'any-user' | 'device';

export interface Operation {
  method: HttpMethod;
  /** Express-style, as mounted under /api/v1 (`/car/:id`). */
  path: string;
  tag: string;
  summary: string;
  access: Access;
  /** The schema the route parses its JSON body with (parseBody), so the document and the server agree. */
  body?: z.ZodType;
  status?: 200 | 201 | 202;
  response?: z.ZodType;
  /** Mounted only in some profiles (the sandbox card gateway's browser side). */
  optional?: true;
  /** Not JSON: an HTML page or a form post of the sandbox gateway. */
  html?: true;
}

const accepted = commandAcceptedSchema;
const credentials = successEnvelope(credentialsSchema);
/** `accepted` plus a device secret shown once. */
const withSecret = z.object({
  operation: z.literal('success'),
  data: z.object({ id: z.string(), revision: z.number().int().optional(), secret: z.string() }),
  position: z.string().optional(),
});

/**
 * Every route command-api mounts, one line each. test/openapi.api.test.ts compares this table with the
 * routes the Express router actually has, both ways, so a route added without a line here (or a line for
 * a route that is gone) fails the build instead of drifting from the document.
 */
export const operations: readonly Operation[] = [
  { method: 'get', path: '/docs', tag: 'docs', summary: 'This OpenAPI document', access: 'public' },
  { method: 'get', path: '/docs/openapi.json', tag: 'docs', summary: 'This OpenAPI document', access: 'public' },

  {
    method: 'post',
    path: '/auth/login',
    tag: 'auth',
    summary: 'Manager login (username or e-mail)',
    access: 'public',
    body: loginRequestSchema,
  },
  { method: 'post', path: '/auth/admin-login', tag: 'auth', summary: 'Platform admin login', access: 'public', body: loginRequestSchema },
  {
    method: 'post',
    path: '/auth/manager-token',
    tag: 'auth',
    summary: 'Rotate a manager refresh token',
    access: 'public',
    body: refreshTokenRequestSchema,
  },
  {
    method: 'post',
    path: '/auth/admin-token',
    tag: 'auth',
    summary: 'Rotate an admin refresh token',
    access: 'public',
    body: refreshTokenRequestSchema,
  },
  { method: 'get', path: '/auth/logout', tag: 'auth', summary: 'Revoke the current session', access: 'any-user' },
  {
    method: 'post',
    path: '/auth/getAccessOnBehalf',
    tag: 'auth',
    summary: 'Admin enters a company on its behalf',
    access: 'admin',
    body: accessOnBehalfRequestSchema,
  },
  {
    method: 'post',
    path: '/auth/register',
    tag: 'auth',
    summary: 'Sign up a company and its first manager',
    access: 'public',
    body: registerRequestSchema,
    status: 201,
  },
  {
    method: 'post',
    path: '/auth/verify-email',
    tag: 'auth',
    summary: "Verify the company's e-mail with the mailed code",
    access: 'public',
    body: verificationRequestSchema,
  },
  {
    method: 'post',
    path: '/auth/manager-forgot-password',
    tag: 'auth',
    summary: 'Mail a single-use password reset code',
    access: 'public',
    body: forgotPasswordRequestSchema,
  },
  {
    method: 'post',
    path: '/auth/manager-forgot-password-email-verification',
    tag: 'auth',
    summary: 'Check a password reset code',
    access: 'public',
    body: verificationRequestSchema,
  },
  {
    method: 'patch',
    path: '/auth/manager-reset-password-email',
    tag: 'auth',
    summary: 'Reset the password with the mailed code',
    access: 'public',
    body: resetByEmailSchema,
    response: credentials,
  },
  {
    method: 'patch',
    path: '/auth/update-profile',
    tag: 'auth',
    summary: 'Update the own profile (and password)',
    access: 'manager',
    body: updateProfileRequestSchema,
  },
  {
    method: 'patch',
    path: '/auth/update-manage-language',
    tag: 'auth',
    summary: 'Change the own language',
    access: 'any-user',
    body: updateLanguageRequestSchema,
  },
  {
    method: 'put',
    path: '/auth/company-profile',
    tag: 'company',
    summary: "Update the own company's details",
    access: 'company',
    body: companyFormSchema,
    response: accepted,
  },

  {
    method: 'put',
    path: '/admin/company/:id',
    tag: 'company',
    summary: "Update a company's details",
    access: 'admin',
    body: companyFormSchema,
    response: accepted,
  },
  { method: 'delete', path: '/admin/company/:id', tag: 'company', summary: 'Delete a company', access: 'admin', response: accepted },

  {
    method: 'post',
    path: '/manager',
    tag: 'managers',
    summary: 'Create a manager (credentials returned once)',
    access: 'company',
    body: managerBodySchema,
    status: 201,
    response: credentials,
  },
  {
    method: 'put',
    path: '/manager/:id',
    tag: 'managers',
    summary: 'Update a manager',
    access: 'company',
    body: managerBodySchema,
    response: accepted,
  },
  {
    method: 'delete',
    path: '/manager/:id',
    tag: 'managers',
    summary: 'Delete a manager (not oneself)',
    access: 'company',
    response: accepted,
  },
  {
    method: 'patch',
    path: '/manager/manager-reset-password',
    tag: 'managers',
    summary: "Reset a manager's password",
    access: 'company',
    body: idBodySchema,
    response: credentials,
  },
  {
    method: 'patch',
    path: '/admin/manager/manager-reset-password',
    tag: 'managers',
    summary: "Reset any company's manager's password",
    access: 'admin',
    body: idBodySchema,
    response: credentials,
  },

  {
    method: 'post',
    path: '/driver',
    tag: 'drivers',
    summary: 'Create a driver (credentials returned once)',
    access: 'company',
    body: driverBodySchema,
    status: 201,
    response: credentials,
  },
  {
    method: 'put',
    path: '/driver/:id',
    tag: 'drivers',
    summary: 'Update a driver',
    access: 'company',
    body: driverBodySchema,
    response: accepted,
  },
  { method: 'delete', path: '/driver/:id', tag: 'drivers', summary: 'Delete a driver', access: 'company', response: accepted },
  {
    method: 'patch',
    path: '/driver/driver-reset-password',
    tag: 'drivers',
    summary: "Reset a driver's password",
    access: 'company',
    body: idBodySchema,
    response: credentials,
  },

  {
    method: 'post',
    path: '/office',
    tag: 'offices',
    summary: 'Create an office',
    access: 'company',
    body: officeBodySchema,
    status: 201,
    response: accepted,
  },
  {
    method: 'put',
    path: '/office/:id',
    tag: 'offices',
    summary: 'Update an office',
    access: 'company',
    body: officeBodySchema,
    response: accepted,
  },
  {
    method: 'delete',
    path: '/office/:id',
    tag: 'offices',
    summary: 'Delete an office (Errors.OfficeInUse while referenced)',
    access: 'company',
    response: accepted,
  },

  {
    method: 'post',
    path: '/car',
    tag: 'cars',
    summary: 'Register a car',
    access: 'company',
    body: carBodySchema,
    status: 201,
    response: accepted,
  },
  { method: 'put', path: '/car/:id', tag: 'cars', summary: 'Update a car', access: 'company', body: carBodySchema, response: accepted },
  {
    method: 'delete',
    path: '/car/:id',
    tag: 'cars',
    summary: 'Delete a car (Errors.CarInUse while a driver drives it)',
    access: 'company',
    response: accepted,
  },

  {
    method: 'post',
    path: '/device',
    tag: 'devices',
    summary: "Add a device to the company's list",
    access: 'company',
    body: companyDeviceBodySchema,
    status: 201,
    response: accepted,
  },
  {
    method: 'put',
    path: '/device/:id',
    tag: 'devices',
    summary: "Update a company's device",
    access: 'company',
    body: companyDeviceBodySchema,
    response: accepted,
  },
  { method: 'delete', path: '/device/:id', tag: 'devices', summary: "Remove a company's device", access: 'company', response: accepted },

  {
    method: 'post',
    path: '/admin/device',
    tag: 'device registry',
    summary: 'Register a device (secret returned once)',
    access: 'admin',
    body: adminDeviceBodySchema,
    status: 201,
    response: withSecret,
  },
  {
    method: 'put',
    path: '/admin/device/:id',
    tag: 'device registry',
    summary: 'Edit or reassign a registered device',
    access: 'admin',
    body: adminDeviceBodySchema,
    response: accepted,
  },
  {
    method: 'post',
    path: '/admin/device/:id/unassign',
    tag: 'device registry',
    summary: 'Take a device back to stock',
    access: 'admin',
    response: accepted,
  },
  {
    method: 'post',
    path: '/admin/device/:id/rotate-secret',
    tag: 'device registry',
    summary: "Rotate a device's secret (returned once)",
    access: 'admin',
    response: withSecret,
  },
  {
    method: 'delete',
    path: '/admin/device/:id',
    tag: 'device registry',
    summary: 'Deregister a device (Errors.DeviceInUse while assigned)',
    access: 'admin',
    response: accepted,
  },

  {
    method: 'post',
    path: '/admin/faq-category',
    tag: 'faq',
    summary: 'Create an FAQ category',
    access: 'admin',
    body: faqCategoryBodySchema,
    status: 201,
    response: accepted,
  },
  {
    method: 'put',
    path: '/admin/faq-category/:id',
    tag: 'faq',
    summary: 'Update an FAQ category',
    access: 'admin',
    body: faqCategoryBodySchema,
    response: accepted,
  },
  {
    method: 'delete',
    path: '/admin/faq-category/:id',
    tag: 'faq',
    summary: 'Delete an FAQ category (Errors.CategoryInUse with articles)',
    access: 'admin',
    response: accepted,
  },
  {
    method: 'post',
    path: '/admin/faq',
    tag: 'faq',
    summary: 'Create an FAQ article',
    access: 'admin',
    body: faqArticleBodySchema,
    status: 201,
    response: accepted,
  },
  {
    method: 'put',
    path: '/admin/faq/:id',
    tag: 'faq',
    summary: 'Update an FAQ article',
    access: 'admin',
    body: faqArticleBodySchema,
    response: accepted,
  },
  { method: 'delete', path: '/admin/faq/:id', tag: 'faq', summary: 'Delete an FAQ article', access: 'admin', response: accepted },

  {
    method: 'post',
    path: '/subscription/simulationCalc',
    tag: 'subscription',
    summary: 'Price quote (plan simulation)',
    access: 'public',
    body: priceQuoteRequestSchema,
  },
  {
    method: 'post',
    path: '/subscription/calc',
    tag: 'subscription',
    summary: "Price quote for the company's plan",
    access: 'company',
    body: priceQuoteRequestSchema,
  },
  {
    method: 'post',
    path: '/subscription',
    tag: 'subscription',
    summary: 'Start a subscription',
    access: 'company',
    body: subscriptionRequestSchema,
  },
  {
    method: 'post',
    path: '/subscription/update',
    tag: 'subscription',
    summary: 'Change the plan',
    access: 'company',
    body: subscriptionRequestSchema,
  },
  {
    method: 'post',
    path: '/subscription/newSubscription',
    tag: 'subscription',
    summary: 'Subscribe again',
    access: 'company',
    body: subscriptionRequestSchema,
  },
  {
    method: 'post',
    path: '/subscription/signupwithbanktransfer',
    tag: 'subscription',
    summary: 'Subscribe paying by bank transfer',
    access: 'company',
    body: subscriptionRequestSchema,
    status: 201,
  },
  {
    method: 'post',
    path: '/subscription/omise-verified',
    tag: 'subscription',
    summary: 'Pay by card',
    access: 'company',
    body: omiseVerifiedRequestSchema,
  },
  {
    method: 'post',
    path: '/subscription/cancel',
    tag: 'subscription',
    summary: 'Cancel the subscription',
    access: 'company',
    body: cancelSubscriptionRequestSchema,
  },
  {
    method: 'post',
    path: '/admin/subscription/bankTransferPayment',
    tag: 'subscription',
    summary: 'Record a bank transfer',
    access: 'admin',
    body: bankTransferPaymentBodySchema,
  },
  {
    method: 'post',
    path: '/payments/sandbox/tokens',
    tag: 'sandbox payments',
    summary: 'Sandbox card gateway: tokenise a test card',
    access: 'public',
    body: sandboxTokenBodySchema,
    optional: true,
  },
  {
    method: 'get',
    path: '/payments/sandbox/authorize/:chargeId',
    tag: 'sandbox payments',
    summary: 'Sandbox card gateway: 3-D Secure page',
    access: 'public',
    optional: true,
    html: true,
  },
  {
    method: 'post',
    path: '/payments/sandbox/authorize/:chargeId',
    tag: 'sandbox payments',
    summary: 'Sandbox card gateway: 3-D Secure answer (form post)',
    access: 'public',
    optional: true,
    html: true,
  },

  {
    method: 'post',
    path: '/admin/companyInvoice',
    tag: 'invoices',
    summary: 'Issue a company invoice',
    access: 'admin',
    body: createCompanyInvoiceRequestSchema,
    status: 201,
  },
  {
    method: 'post',
    path: '/admin/companyInvoice/sendEmail',
    tag: 'invoices',
    summary: 'E-mail a company invoice',
    access: 'admin',
    body: sendCompanyInvoiceRequestSchema,
  },

  {
    method: 'post',
    path: '/test-result/device',
    tag: 'test results',
    summary: 'A detector records a breath test',
    access: 'device',
    body: deviceTestBodySchema,
    status: 201,
    response: accepted,
  },
  {
    method: 'post',
    path: '/test-result',
    tag: 'test results',
    summary: 'Record a test by hand',
    access: 'company',
    body: manualTestBodySchema,
    status: 201,
    response: accepted,
  },
  {
    method: 'post',
    path: '/test-result/:id/correction',
    tag: 'test results',
    summary: 'Correct a recorded test',
    access: 'company',
    body: correctionBodySchema,
    response: accepted,
  },

  {
    method: 'post',
    path: '/upload',
    tag: 'uploads',
    summary: 'Upload a photo (images only, at most 512 KiB); answers its id and URL',
    access: 'company',
    body: uploadedImageSchema,
    status: 201,
    response: uploadResponseSchema,
  },

  {
    method: 'patch',
    path: '/notification/:id/read',
    tag: 'notifications',
    summary: 'Mark a notification read (for the calling user)',
    access: 'company',
    response: accepted,
  },
  {
    method: 'patch',
    path: '/notification/:id/dismiss',
    tag: 'notifications',
    summary: 'Dismiss a notification',
    access: 'company',
    response: accepted,
  },

  {
    method: 'post',
    path: '/admin/jobs/:queue/:id/retry',
    tag: 'operations',
    summary: 'Retry a job that ran out of attempts',
    access: 'admin',
    status: 202,
  },
];
