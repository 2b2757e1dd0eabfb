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

/** The running card plan as a write answers it: the profile's plan without the read model's id. */
const { _id: _readId, ...cardPlanAsWritten } = activeCardPlan;

/** POST /subscription/calc for 3 cars and 2 devices a month: 7,500 before tax, 750 tax. */
export const quoteOf3Cars2Devices = succeeded({
  monthlyCarCost: 4500,
  monthlyDeviceCost: 3000,
  monthlySubscriptionAmount: 7500,
  carAmount: 4500,
  deviceAmount: 3000,
  totalAmount: 7500,
  discountAmount: 0,
  taxRatePercent: 10,
  tax: 750,
  totalWithTax: 8250,
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
/** POST /subscription/simulationCalc (no session) for 2 cars and 1 device a month: 4,500 before tax, 450 tax. */
export const simulationOf2Cars1Device = succeeded({
  monthlyDeviceCost: 1500,
  monthlyCarCost: 3000,
  monthlySubscriptionAmount: 4500,
  deviceAmount: 1500,
  carAmount: 3000,
  totalAmount: 4500,
  discountAmount: 0,
  taxRatePercent: 10,
  tax: 450,
  totalWithTax: 4950,
});

/** POST /subscription/update of a bank-transfer company from 3 to 4 cars: the plan and what is due by transfer. */
export const transferUpdateTo4Cars = succeeded({
  ...cardPlanAsWritten,
  paymentMethod: 'bank transfer',
  carCount: 4,
  totalAmount: 9000,
  dueByTransfer: { beforeTax: 1500, tax: 150, total: 1650 },
});
/** POST /subscription/update of a card company from 3 to 4 cars: the plan, paid by card next. */
export const cardUpdateTo4Cars = succeeded({ ...cardPlanAsWritten, carCount: 4 });
/**
 * POST /subscription/update of a bank-transfer company to 2 cars, asked by an admin on its behalf: applied at
 * once, with what is due by transfer for the rest of the term (nothing, for a decrease).
 */
export const transferUpdateTo2Cars = succeeded({
  ...cardPlanAsWritten,
  paymentMethod: 'bank transfer',
  carCount: 2,
  dueByTransfer: { beforeTax: 0, tax: 0, total: 0 },
});
/** POST /subscription/cancel of the running card plan. */
export const cancelledCardPlan = succeeded({ ...cardPlanAsWritten, status: 'Cancelled' });
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
    totalAmount: 4500,
    carAmount: 3000,
    deviceAmount: 1500,
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
  totalAmount: 7500,
  adjustment: 0,
  charged: { beforeTax: 7500, tax: 750, total: 8250 },
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
export const passwordReset = succeeded({ name: 'Ito Ken', username: 'ken.ito', password: 'new-secret' });

/** GET /auth/company-profile of a company that declared `carCount` cars at sign-up. */
export const companyProfile = (carCount: number) =>
  succeeded({
    _id: 'c1',
    name: 'Acme',
    email: 'acme@example.com',
    phone: '03-5555-6666',
    fax: '',
    employeeCount: 12,
    carCount,
    postcode: '100-0005',
    prefectures: '東京都',
    municipalities: '千代田区',
    town: '丸の内1-1-1',
    buildings: '',
    createdAt: '2026-03-01T00:00:00.000Z',
    updatedAt: '2026-03-01T00:00:00.000Z',
    version: 1,
  });
