import { describe, expect, it } from 'vitest';
import { priceQuote, prorateAdjustment } from './pricing';

/*
 * A change of payment schedule starts a new term on the day of the change: the new schedule's full price, less
 * the unused share (today included) of what the old term cost. Every figure below is worked out by hand.
 */
const prices = { carMonthly: 1500, deviceMonthly: 3000, yearlyDiscountPercent: 10 };

describe('proration when the payment schedule changes', () => {
  it('monthly to yearly on day 11 of a 30-day term: 64,800 less 20/30 of 6,000 = 60,800', () => {
    // Term 2026-04-01..2026-04-30 (30 days); 11 to 30 April is 20 days left; 6,000 × 20 / 30 = 4,000 unused.
    // Yearly for 2 cars and 1 device: (2 × 1,500 + 3,000) × 12 = 72,000 less 10 % = 64,800.
    expect(
      prorateAdjustment({
        today: '2026-04-11',
        startDate: '2026-04-01',
        oldSchedule: 'monthly',
        oldPrice: 6000,
        newSchedule: 'yearly',
        newPrice: 64800,
      }),
    ).toBe(60800);
  });

  it('yearly to monthly with December left: 6,000 less 31/365 of 64,800, rounded to the yen = 496', () => {
    // Term 2026-01-01..2026-12-31 (365 days); 1 to 31 December is 31 days; 64,800 × 31 / 365 = 5,503.56 unused;
    // 6,000 − 5,503.56 = 496.44, rounded to 496.
    expect(
      prorateAdjustment({
        today: '2026-12-01',
        startDate: '2026-01-01',
        oldSchedule: 'yearly',
        oldPrice: 64800,
        newSchedule: 'monthly',
        newPrice: 6000,
      }),
    ).toBe(496);
  });

  it('yearly to monthly early in the term asks nothing: the unused 64,622.47 is more than 6,000, and nothing is refunded', () => {
    // 2 January to 31 December is 364 of 365 days: 64,800 × 364 / 365 = 64,622.47.
    expect(
      prorateAdjustment({
        today: '2026-01-02',
        startDate: '2026-01-01',
        oldSchedule: 'yearly',
        oldPrice: 64800,
        newSchedule: 'monthly',
        newPrice: 6000,
      }),
    ).toBe(0);
  });

  it('quotes the schedule change with its consumption tax: 60,800 + 6,080 = 66,880', () => {
    const quote = priceQuote(
      { carCount: 2, deviceCount: 1, paymentSchedule: 'yearly', startDate: '2026-04-01', oldPrice: 6000, oldSchedule: 'monthly' },
      prices,
      '2026-04-11',
      10,
    );
    expect(quote).toMatchObject({
      totalAmount: 64800,
      discountAmount: 7200,
      tax: 6480,
      totalWithTax: 71280,
      adjustment: 60800,
      adjustmentTax: 6080,
      adjustmentWithTax: 66880,
    });
  });
});
