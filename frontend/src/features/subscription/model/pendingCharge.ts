/** The 3-D Secure charge awaiting its return: the provider comes back to /omise-callback without its id. */
const PENDING_CHARGE_KEY = 'pendingCharge';

export const pendingCharge = {
  remember: (chargeId: string) => window.sessionStorage.setItem(PENDING_CHARGE_KEY, chargeId),
  take: (): string | null => window.sessionStorage.getItem(PENDING_CHARGE_KEY),
  clear: () => window.sessionStorage.removeItem(PENDING_CHARGE_KEY),
};

/** Full-page visit of the provider's authorize page. */
export function visitAuthorization(uri: string, chargeId: string): void {
  pendingCharge.remember(chargeId);
  window.location.assign(uri);
}
