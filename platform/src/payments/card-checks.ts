/**
 * The checks Omise's vault makes before it issues a card token (so a charge is never attempted with them):
 * the number's check digit (Luhn), the expiry month and a date not in the past, the security code's form and
 * the holder's name. Each problem names the field and Omise's message for it.
 */
export interface CardInput {
  number: string;
  name: string;
  expirationMonth: number;
  expirationYear: number;
  securityCode: string;
}

export interface CardProblem {
  field: 'number' | 'name' | 'expirationMonth' | 'expirationYear' | 'securityCode';
  message: string;
}

/** The Luhn check digit of a card number (digits only). */
export function passesCheckDigit(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The card's problems, none when Omise would issue a token; `today` is the current year and month. */
export function cardProblems(card: CardInput, today: { year: number; month: number }): CardProblem[] {
  const problems: CardProblem[] = [];
  if (!passesCheckDigit(card.number.replace(/[\s-]/g, ''))) problems.push({ field: 'number', message: 'number is invalid' });
  if (card.name.trim() === '') problems.push({ field: 'name', message: 'name is required' });
  if (!Number.isInteger(card.expirationMonth) || card.expirationMonth < 1 || card.expirationMonth > 12)
    problems.push({ field: 'expirationMonth', message: 'expiration month is not between 1 and 12' });
  else if (card.expirationYear < today.year || (card.expirationYear === today.year && card.expirationMonth < today.month))
    problems.push({ field: 'expirationYear', message: 'expiration date cannot be in the past' });
  if (!/^\d{3,4}$/.test(card.securityCode)) problems.push({ field: 'securityCode', message: 'security code is invalid' });
  return problems;
}
