/**
 * The file name a Content-Disposition gives: `filename*` (RFC 5987, UTF-8: a Japanese name such as
 * 記録簿_本社_2026-11.pdf) when it is there, else the ASCII `filename`.
 */
export function downloadName(contentDisposition: string): string | undefined {
  const extended = /filename\*=UTF-8''([^;\s]+)/i.exec(contentDisposition)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended);
    } catch {
      // A malformed escape: the ASCII name below is still good.
    }
  }
  return /filename="([^"]+)"/.exec(contentDisposition)?.[1];
}
