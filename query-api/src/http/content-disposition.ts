/** Characters a file name may not carry on Windows or macOS, and control characters. */
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f/\\:*?"<>|]/g;

/** The name with what no file system accepts replaced by '_'. */
export const safeFileName = (name: string): string => name.replace(UNSAFE, '_').trim();

/** RFC 5987 ext-value: UTF-8, percent-encoded, with the characters encodeURIComponent leaves but attr-char forbids. */
const extValue = (name: string): string =>
  `UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;

/**
 * A Content-Disposition for a download named `fileName` (Japanese allowed): `filename*` (RFC 6266 / RFC 5987)
 * carries the real name to every current browser, `filename` an ASCII one for the clients that only read that.
 * The fallback is `asciiFallback` when given, else the name with every non-ASCII character as '_'.
 */
export function attachment(fileName: string, asciiFallback?: string): string {
  const name = safeFileName(fileName);
  const ascii = safeFileName(asciiFallback ?? name).replace(/[^\u0020-\u007e]/g, '_');
  return ascii === name ? `attachment; filename="${ascii}"` : `attachment; filename="${ascii}"; filename*=${extValue(name)}`;
}
