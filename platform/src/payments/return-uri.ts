/**
 * Whether `uri` is an absolute http(s) URL on the same origin as `base` (scheme, host and port). The 3-D
 * Secure page sends the buyer to the charge's return URI; any other origin would make us an open redirect.
 */
export function isOnOrigin(uri: string, base: string): boolean {
  try {
    const target = new URL(uri);
    return (target.protocol === 'https:' || target.protocol === 'http:') && target.origin === new URL(base).origin;
  } catch {
    return false;
  }
}
