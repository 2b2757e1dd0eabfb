import type { RequestHandler } from 'express';
import { MAP_TILE_ORIGIN } from '@fleetcheck/contracts/constants/ui';

/**
 * The built SPA loads only its own hashed scripts and stylesheets (Vite emits no inline script or style
 * tag; React's style props go through the CSSOM, which style-src does not govern), so 'self' suffices
 * everywhere. Images may be data:/blob: URLs (previews of uploads, charts exported as images), and the map tile
 * shown beside a check's location.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  `img-src 'self' data: blob: ${MAP_TILE_ORIGIN}`,
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** One year, as the HSTS preload list asks; sent only on HTTPS, where browsers honour it. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers for every answer (OWASP ASVS V14.4). Hand-written rather than `helmet`: seven fixed
 * headers do not justify a dependency, and the policy stays readable in one place.
 * `req.secure` follows X-Forwarded-Proto only as far as the app's `trust proxy` setting allows.
 */
export function securityHeaders(): RequestHandler {
  return (req, res, next) => {
    res.setHeader('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
    res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
    if (req.secure) res.setHeader('Strict-Transport-Security', HSTS);
    next();
  };
}
