/** A path segment that names one thing: uuid, number, long hex or an opaque token with digits. */
const ID_SEGMENT = /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|\d+|[0-9a-f]{16,}|(?=[^/]*\d)[\w-]{20,})$/i;

/**
 * The route label of a request for metrics. Express does not keep the matched pattern across nested
 * routers once the answer is sent, so the path is normalised instead: ids become `:id`, the query string
 * goes, static files and unmatched paths collapse into one label each, which keeps the series bounded.
 */
export function routeLabel(originalUrl: string, status: number): string {
  const path = originalUrl.split('?')[0] ?? '/';
  if (status === 404) return '(unmatched)';
  if (!path.startsWith('/api/')) return ['/health', '/ready', '/metrics'].includes(path) ? path : '(static)';
  return path
    .split('/')
    .map((segment) => (ID_SEGMENT.test(segment) ? ':id' : segment))
    .join('/');
}
