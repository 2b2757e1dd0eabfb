import type { ApiClient } from './apiClient';

/**
 * Fetches a file from the API through the app's one client (a plain link could not send the token) and hands it to
 * the browser as a download (CSV exports, invoice PDFs). `path` is under /api/v1, as for every other call.
 */
export async function downloadFile({ api }: { readonly api: ApiClient }, path: string, fallbackName: string): Promise<void> {
  const { blob, fileName } = await api.file(path);
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileName ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once click() returns; the address is only needed until then.
  setTimeout(() => URL.revokeObjectURL(link.href), 0);
}
