/** An amount before tax, its consumption tax and the total: what every quote, charge, receipt and invoice shows. */
export interface TaxedAmount {
  beforeTax: number;
  tax: number;
  total: number;
}

/**
 * Consumption tax on an amount before tax, fractions of a yen rounded down (Japanese practice: one rounding
 * per document and rate, as a qualified invoice requires). The one rule, so a quote, the card charge and the
 * invoice of the same plan agree to the yen.
 */
export function withConsumptionTax(beforeTax: number, taxRatePercent: number): TaxedAmount {
  const tax = Math.floor((beforeTax * taxRatePercent) / 100);
  return { beforeTax, tax, total: beforeTax + tax };
}

/**
 * The amount before tax of a total that includes tax (a card charge, say): the one `withConsumptionTax` turns
 * into exactly that total, the largest if two do. Undefined if none does (a total no amount rounds to).
 */
export function splitConsumptionTax(total: number, taxRatePercent: number): TaxedAmount | undefined {
  const guess = Math.floor((total * 100) / (100 + taxRatePercent));
  for (const beforeTax of [guess + 1, guess, guess - 1]) {
    const taxed = withConsumptionTax(beforeTax, taxRatePercent);
    if (beforeTax >= 0 && taxed.total === total) return taxed;
  }
  return undefined;
}
