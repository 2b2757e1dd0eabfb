import { activeCardPlan } from './fakeSubscriptionServer';

/*
 * The answers the sign-up, recovery and subscription unit tests set on FakeSubscriptionServer, each as the
 * server answers that request. Every one is held to the real server's answer to the same request (status,
 * shape, error key) by deploy/test/contract/frontend-subscription-answers.test.ts.
 */
export interface CannedAnswer {
  status: number;
  body: unknown;
}
const succeeded = (data: unknown, status = 200): CannedAnswer => ({ status, body: { operation: 'success', data } });
const refused = (key: string, status: number, fields?: { path: string; key: string }[]): CannedAnswer => ({
  status,
  body: { operation: 'error', error: { key, status, ...(fields ? { fields } : {}) } },
});

/** The running card plan as a write answers it: the profile's plan without the read model's id and the card on file. */
const { _id: _readId, cardOnFile: _cardOnFile, ...cardPlanAsWritten } = activeCardPlan;

/** POST /subscription/calc for 3 cars and 2 devices a month: 3 × 1,500 + 2 × 3,000 = 10,500 before tax, 1,050 tax. */
export const quoteOf3Cars2Devices = succeeded({
  monthlyCarCost: 4500,
  monthlyDeviceCost: 6000,
  monthlySubscriptionAmount: 10500,
  carAmount: 4500,
  deviceAmount: 6000,
  totalAmount: 10500,
  discountAmount: 0,
  taxRatePercent: 10,
  tax: 1050,
  totalWithTax: 11550,
});
/** POST /subscription/calc for 2 cars and 1 device a month: 6,000 before tax, 600 tax. */
export const quoteOf2Cars1Device = succeeded({
  monthlyCarCost: 3000,
  monthlyDeviceCost: 3000,
  monthlySubscriptionAmount: 6000,
  carAmount: 3000,
  deviceAmount: 3000,
  totalAmount: 6000,
  discountAmount: 0,
  taxRatePercent: 10,
  tax: 600,
  totalWithTax: 6600,
});
/** POST /subscription/simulationCalc (no session) for 2 cars and 1 device a month: the same price list, 6,000 before tax. */
export const simulationOf2Cars1Device = quoteOf2Cars1Device;

/** A bank-transfer plan of 2 cars and 1 device a month, paid on the day it started: 2 × 1,500 + 3,000 = 6,000. */
const transferPlanAsWritten = {
  ...cardPlanAsWritten,
  paymentMethod: 'bank transfer',
  carCount: 2,
  carAmount: 3000,
  deviceCount: 1,
  deviceAmount: 3000,
  totalAmount: 6000,
};
/**
 * POST /subscription/update of that bank-transfer plan to 4 cars on its first day: 4 × 1,500 + 3,000 = 9,000 a month,
 * and the two cars added for the whole term due by transfer (3,000 and 300 tax).
 */
export const transferUpdateTo4Cars = succeeded({
  ...transferPlanAsWritten,
  operation: 'update',
  carCount: 4,
  carAmount: 6000,
  totalAmount: 9000,
  dueByTransfer: { beforeTax: 3000, tax: 300, total: 3300 },
});
/** POST /subscription/update of a card company from 3 to 4 cars (2 devices): 4 × 1,500 + 2 × 3,000 = 12,000, paid by card next. */
export const cardUpdateTo4Cars = succeeded({ ...cardPlanAsWritten, operation: 'update', carCount: 4, carAmount: 6000, totalAmount: 12000 });
/**
 * POST /subscription/update of a bank-transfer company from 4 cars back to 2, asked by an admin on its behalf:
 * applied at once, with what is due by transfer for the rest of the term (nothing, for a decrease).
 */
export const transferUpdateTo2Cars = succeeded({
  ...transferPlanAsWritten,
  operation: 'update',
  dueByTransfer: { beforeTax: 0, tax: 0, total: 0 },
});
/** POST /subscription/cancel of the running card plan (3 cars, 2 devices). */
export const cancelledCardPlan = succeeded({ ...cardPlanAsWritten, operation: 'cancel', status: 'Cancelled' });
/** POST /subscription/signupwithbanktransfer at sign-up: 2 cars and 1 device a month, awaiting the transfer. */
export const transferSignUpOf2Cars1Device = succeeded(
  {
    company: 'c1',
    carCount: 2,
    deviceCount: 1,
    paymentSchedule: 'monthly',
    paymentMethod: 'bank transfer',
    status: 'Pending',
    startDate: null,
    expiryDate: null,
    operation: 'create',
    totalAmount: 6000,
    carAmount: 3000,
    deviceAmount: 3000,
    createdAt: '2026-01-01T00:00:00.000Z',
  },
  201,
);

/** POST /payments/sandbox/tokens: the sandbox vault's token for a card. */
export const cardToken = (id: string): CannedAnswer => ({ status: 201, body: { object: 'token', id } });
/** POST /subscription/omise-verified: the charge went through and the plan runs. */
export const cardPaid = succeeded({
  status: 'successful',
  subscription: cardPlanAsWritten,
  totalAmount: 10500,
  adjustment: 0,
  charged: { beforeTax: 10500, tax: 1050, total: 11550 },
});
/** POST /subscription/omise-verified: declined for a reason the gateway does not name. */
export const cardDeclined = refused('Errors.PaymentFailed', 402);
/** POST /subscription/omise-verified: declined for insufficient funds (test card 4111 1111 1114 0011). */
export const cardDeclinedForFunds = refused('Errors.PaymentInsufficientFund', 402);

/** POST /auth/register: the company and its manager registered, the verification mail sent. */
export const registered = succeeded({ company: 'c1', user: 'm1', username: 'm20261124', emailVerificationSent: true }, 201);
/** POST /auth/register with a manager e-mail already in use. */
export const registerEmailTaken = refused('Errors.EmailTaken', 409, [{ path: 'manager.email', key: 'Errors.EmailTaken' }]);
/** POST /auth/manager-forgot-password: a reset link is mailed (the same answer for an unknown address). */
export const resetLinkSent = succeeded({ sent: true });
/** POST /auth/manager-forgot-password-email-verification with the mailed code. */
export const resetCodeVerified = succeeded({ verified: true });
/** POST /auth/manager-forgot-password-email-verification with a stale or unknown code. */
export const resetCodeInvalid = refused('Errors.VerificationInvalid', 400);
/** PATCH /auth/manager-reset-password-email: the new password set; the manager's name and username. */
export const passwordReset = succeeded({ name: '中村 誠', username: 'ken.ito', password: 'new-secret' });

/** GET /auth/company-profile of a company that declared `carCount` cars at sign-up, named and mailed as given. */
export const companyProfile = (carCount: number, name = 'Acme', email = 'acme@example.com') =>
  succeeded({
    _id: 'c1',
    name,
    email,
    phone: '03-5555-6666',
    fax: '',
    employeeCount: 5,
    carCount,
    postcode: '105-0011',
    prefectures: '東京都',
    municipalities: '港区',
    town: '芝公園4-2',
    buildings: '',
    createdAt: '2026-03-01T00:00:00.000Z',
    updatedAt: '2026-03-01T00:00:00.000Z',
    // Registered, then its e-mail verified.
    version: 2,
  });
