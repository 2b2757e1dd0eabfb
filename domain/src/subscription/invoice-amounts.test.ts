import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invoiceAmounts, termsInPeriod } from './invoice-amounts';
import { quote, type PriceList } from './pricing';

/*
 * Invoice arithmetic from first principles: every expected figure below is worked out by hand in the comment
 * beside it (price × units × months, the yearly discount rounded down once per term, tax on the subtotal
 * rounded down), never computed with the code under test.
 */
const standard: PriceList = { carMonthly: 1500, deviceMonthly: 3000, yearlyDiscountPercent: 10 };
const odd: PriceList = { carMonthly: 1234, deviceMonthly: 2345, yearlyDiscountPercent: 15 };

const cases = [
  {
    name: 'monthly, 6 cars and 2 devices, one month, 10 % tax',
    plan: { carCount: 6, deviceCount: 2, paymentSchedule: 'monthly' as const },
    prices: standard,
    terms: 1,
    tax: 10,
    // cars 6 × 1,500 = 9,000; devices 2 × 3,000 = 6,000; subtotal 15,000; tax 1,500
    lines: [
      { quantity: 6, unitPrice: 1500, amount: 9000, labelEn: 'Vehicles (1 month)', labelJa: '車両 (1か月分)' },
      { quantity: 2, unitPrice: 3000, amount: 6000, labelEn: 'Rented devices (1 month)', labelJa: 'レンタル機器 (1か月分)' },
    ],
    discount: 0,
    subtotal: 15000,
    taxAmount: 1500,
    total: 16500,
  },
  {
    name: 'monthly, 6 cars and 2 devices, three months',
    plan: { carCount: 6, deviceCount: 2, paymentSchedule: 'monthly' as const },
    prices: standard,
    terms: 3,
    tax: 10,
    // cars 6 × 1,500 × 3 = 27,000 (unit 4,500); devices 2 × 3,000 × 3 = 18,000 (unit 9,000); subtotal 45,000
    lines: [
      { quantity: 6, unitPrice: 4500, amount: 27000, labelEn: 'Vehicles (3 months)', labelJa: '車両 (3か月分)' },
      { quantity: 2, unitPrice: 9000, amount: 18000, labelEn: 'Rented devices (3 months)', labelJa: 'レンタル機器 (3か月分)' },
    ],
    discount: 0,
    subtotal: 45000,
    taxAmount: 4500,
    total: 49500,
  },
  {
    name: 'yearly, 6 cars and 2 devices, 10 % discount',
    plan: { carCount: 6, deviceCount: 2, paymentSchedule: 'yearly' as const },
    prices: standard,
    terms: 1,
    tax: 10,
    // cars 6 × 1,500 × 12 = 108,000; devices 2 × 3,000 × 12 = 72,000; discount 10 % of 180,000 = 18,000;
    // subtotal 162,000; tax 16,200
    lines: [
      { quantity: 6, unitPrice: 18000, amount: 108000, labelEn: 'Vehicles (1 year)', labelJa: '車両 (1年分)' },
      { quantity: 2, unitPrice: 36000, amount: 72000, labelEn: 'Rented devices (1 year)', labelJa: 'レンタル機器 (1年分)' },
    ],
    discount: 18000,
    subtotal: 162000,
    taxAmount: 16200,
    total: 178200,
  },
  {
    name: 'yearly, 1 car and no rented device: no device line',
    plan: { carCount: 1, deviceCount: 0, paymentSchedule: 'yearly' as const },
    prices: { carMonthly: 1500, deviceMonthly: 3000, yearlyDiscountPercent: 7 },
    terms: 1,
    tax: 10,
    // car 1,500 × 12 = 18,000; discount 7 % = 1,260; subtotal 16,740; tax 1,674
    lines: [{ quantity: 1, unitPrice: 18000, amount: 18000, labelEn: 'Vehicles (1 year)', labelJa: '車両 (1年分)' }],
    discount: 1260,
    subtotal: 16740,
    taxAmount: 1674,
    total: 18414,
  },
  {
    name: 'monthly at odd prices: tax rounded down',
    plan: { carCount: 1, deviceCount: 1, paymentSchedule: 'monthly' as const },
    prices: odd,
    terms: 1,
    tax: 10,
    // 1,234 + 2,345 = 3,579; tax 357.9 → 357
    lines: [
      { quantity: 1, unitPrice: 1234, amount: 1234, labelEn: 'Vehicles (1 month)', labelJa: '車両 (1か月分)' },
      { quantity: 1, unitPrice: 2345, amount: 2345, labelEn: 'Rented devices (1 month)', labelJa: 'レンタル機器 (1か月分)' },
    ],
    discount: 0,
    subtotal: 3579,
    taxAmount: 357,
    total: 3936,
  },
  {
    name: 'yearly at odd prices over two years: discount rounded down, once per year',
    plan: { carCount: 3, deviceCount: 1, paymentSchedule: 'yearly' as const },
    prices: odd,
    terms: 2,
    tax: 10,
    // a year: cars 3 × 1,234 × 12 = 44,424; device 2,345 × 12 = 28,140; 72,564 × 15 % = 10,884.6 → 10,884;
    // two years: cars 88,848 (unit 29,616), device 56,280, discount 21,768; subtotal 123,360; tax 12,336
    lines: [
      { quantity: 3, unitPrice: 29616, amount: 88848, labelEn: 'Vehicles (2 years)', labelJa: '車両 (2年分)' },
      { quantity: 1, unitPrice: 56280, amount: 56280, labelEn: 'Rented devices (2 years)', labelJa: 'レンタル機器 (2年分)' },
    ],
    discount: 21768,
    subtotal: 123360,
    taxAmount: 12336,
    total: 135696,
  },
  {
    name: 'monthly at 8 % tax',
    plan: { carCount: 3, deviceCount: 1, paymentSchedule: 'monthly' as const },
    prices: standard,
    terms: 1,
    tax: 8,
    // cars 4,500; device 3,000; subtotal 7,500; tax 600
    lines: [
      { quantity: 3, unitPrice: 1500, amount: 4500, labelEn: 'Vehicles (1 month)', labelJa: '車両 (1か月分)' },
      { quantity: 1, unitPrice: 3000, amount: 3000, labelEn: 'Rented devices (1 month)', labelJa: 'レンタル機器 (1か月分)' },
    ],
    discount: 0,
    subtotal: 7500,
    taxAmount: 600,
    total: 8100,
  },
];

describe('invoice amounts', () => {
  it.each(cases)('$name', ({ plan, prices, terms, tax, lines, discount, subtotal, taxAmount, total }) => {
    expect(invoiceAmounts(plan, quote(plan, prices), terms, tax)).toEqual({
      lines,
      discountAmount: discount,
      subtotal,
      tax: taxAmount,
      totalAmount: total,
    });
  });

  const planArbitrary = fc.record({
    carCount: fc.integer({ min: 1, max: 500 }),
    deviceCount: fc.integer({ min: 0, max: 500 }),
    paymentSchedule: fc.constantFrom('monthly' as const, 'yearly' as const),
  });
  const pricesArbitrary = fc.record({
    carMonthly: fc.integer({ min: 0, max: 100_000 }),
    deviceMonthly: fc.integer({ min: 0, max: 100_000 }),
    yearlyDiscountPercent: fc.integer({ min: 0, max: 50 }),
  });

  it('always: whole yen, total = subtotal + tax, tax = floor(subtotal × rate), lines less the discount make the subtotal', () => {
    fc.assert(
      fc.property(
        planArbitrary,
        pricesArbitrary,
        fc.integer({ min: 1, max: 24 }),
        fc.integer({ min: 0, max: 20 }),
        (plan, prices, terms, rate) => {
          const invoice = invoiceAmounts(plan, quote(plan, prices), terms, rate);
          const figures = [
            invoice.discountAmount,
            invoice.subtotal,
            invoice.tax,
            invoice.totalAmount,
            ...invoice.lines.flatMap((l) => [l.unitPrice, l.amount]),
          ];
          expect(figures.every((n) => Number.isInteger(n) && n >= 0)).toBe(true);
          expect(invoice.totalAmount).toBe(invoice.subtotal + invoice.tax);
          expect(invoice.tax).toBe(Math.floor((invoice.subtotal * rate) / 100));
          expect(invoice.subtotal).toBe(invoice.lines.reduce((sum, l) => sum + l.amount, 0) - invoice.discountAmount);
          for (const l of invoice.lines) expect(l.amount).toBe(l.unitPrice * l.quantity);
        },
      ),
      { seed: 20261124, numRuns: 500 },
    );
  });

  it('always: the yearly discount is applied once per year, and never on a monthly plan', () => {
    fc.assert(
      fc.property(planArbitrary, pricesArbitrary, fc.integer({ min: 1, max: 5 }), (plan, prices, terms) => {
        const invoice = invoiceAmounts(plan, quote(plan, prices), terms, 10);
        const yearlyList = (plan.carCount * prices.carMonthly + plan.deviceCount * prices.deviceMonthly) * 12;
        const once = Math.floor((yearlyList * prices.yearlyDiscountPercent) / 100);
        expect(invoice.discountAmount).toBe(plan.paymentSchedule === 'yearly' ? once * terms : 0);
      }),
      { seed: 20261124, numRuns: 500 },
    );
  });
});

describe('terms in an invoice period', () => {
  it.each([
    ['2026-01-01', '2026-01-31', 'monthly', 1],
    ['2026-01-01', '2026-03-31', 'monthly', 3],
    ['2026-01-15', '2026-02-14', 'monthly', 1],
    ['2026-01-15', '2026-02-15', 'monthly', 2],
    ['2026-04-01', '2027-03-31', 'yearly', 1],
    ['2026-04-01', '2028-03-31', 'yearly', 2],
    ['2026-03-02', '2026-03-01', 'monthly', 0],
  ] as const)('%s to %s, %s: %i', (from, to, schedule, terms) => {
    expect(termsInPeriod(from, to, schedule)).toBe(terms);
  });
});
