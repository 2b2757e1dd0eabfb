import type { RequestHandler } from 'express';

/** NUL: PostgreSQL text and jsonb cannot hold it, and no name, address or id of ours contains it. */
const NUL = '\u0000';

/** Where a request carries a NUL character ('path', 'query' or a body path), or undefined. */
export function nulCharacterIn(path: string, query: unknown, body: unknown): string | undefined {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // a malformed escape is the router's to refuse
  }
  if (decoded.includes(NUL)) return 'path';
  const found = (value: unknown, at: string): string | undefined => {
    if (typeof value === 'string') return value.includes(NUL) ? at : undefined;
    if (Array.isArray(value)) return value.map((item, i) => found(item, `${at}.${i}`)).find(Boolean);
    if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        const here = at === '' ? key : `${at}.${key}`;
        const where = key.includes(NUL) ? here : found(item, here);
        if (where !== undefined) return where;
      }
    }
    return undefined;
  };
  const inQuery = found(query, '');
  if (inQuery !== undefined) return 'query';
  const inBody = found(body, '');
  return inBody === '' ? 'body' : inBody;
}

/**
 * Refuses a request with a NUL character in its path, query or JSON body: 400 Errors.Invalid naming where,
 * before any handler could pass it to the store (which would fail with a 500). A NUL reaches the path or the
 * query only percent-encoded (the HTTP parser refuses a raw one), so without "%00" in the URL neither is
 * decoded and walked: most requests pay only for that search (and for the walk of a body they sent).
 */
export function refuseNulCharacters(): RequestHandler {
  return (req, res, next) => {
    const where = req.url.includes('%00') ? nulCharacterIn(req.path, req.query, req.body) : nulCharacterIn('', {}, req.body);
    if (where === undefined) return next();
    res
      .status(400)
      .json({ operation: 'error', error: { key: 'Errors.Invalid', status: 400, fields: [{ path: where, key: 'Errors.Invalid' }] } });
  };
}
