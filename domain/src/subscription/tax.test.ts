import { describe, expect, it } from 'vitest';
import { splitConsumptionTax, withConsumptionTax } from './tax';

describe('consumption tax', () => {
  it('adds the rate, fractions of a yen rounded down', () => {
    expect(withConsumptionTax(10500, 10)).toEqual({ beforeTax: 10500, tax: 1050, total: 11550 });
    expect(withConsumptionTax(1999, 10)).toEqual({ beforeTax: 1999, tax: 199, total: 2198 });
    expect(withConsumptionTax(1999, 8)).toEqual({ beforeTax: 1999, tax: 159, total: 2158 });
    expect(withConsumptionTax(0, 10)).toEqual({ beforeTax: 0, tax: 0, total: 0 });
  });
});

describe('splitting a total that includes tax', () => {
  it('finds the amount before tax a charge was computed from', () => {
    expect(splitConsumptionTax(11550, 10)).toEqual({ beforeTax: 10500, tax: 1050, total: 11550 });
    expect(splitConsumptionTax(6600, 10)).toEqual({ beforeTax: 6000, tax: 600, total: 6600 });
    expect(splitConsumptionTax(2198, 10)).toEqual({ beforeTax: 1999, tax: 199, total: 2198 });
    expect(splitConsumptionTax(0, 10)).toEqual({ beforeTax: 0, tax: 0, total: 0 });
  });

  it('round-trips every amount up to 20,000 yen at 8 % and 10 %', () => {
    for (const rate of [8, 10])
      for (let beforeTax = 0; beforeTax <= 20_000; beforeTax++) {
        const { total } = withConsumptionTax(beforeTax, rate);
        expect(splitConsumptionTax(total, rate)?.total).toBe(total);
      }
  });
});
