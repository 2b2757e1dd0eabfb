/**
 * The number a driver phones when they must reach the office (a positive result, a live call nobody answered):
 * their office's, else the company's; null when neither has one (issue 34 item 2, issue 35 item 6).
 */
export function phoneToCall(officePhone: string | null | undefined, companyPhone: string | null | undefined): string | null {
  return officePhone?.trim() || companyPhone?.trim() || null;
}
