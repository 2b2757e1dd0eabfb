import { apiErrorFrom } from './apiError';
import type { AppServices } from '../session/services';

/**
 * Fetches a file from the API with the session's token (a plain link could not send it) and hands it to the
 * browser as a download (CSV exports, invoice PDFs). An expired token is refreshed once, as for every other call.
 */
export async function downloadFile(
  { api, session }: Pick<AppServices, 'api' | 'session'>,
  url: string,
  fallbackName: string,
): Promise<void> {
  const send = () => fetch(url, { headers: { Authorization: `JWT ${session.read()?.token ?? ''}` }, credentials: 'include' });
  let response = await send();
  if (response.status === 401) {
    await api.refresh();
    response = await send();
  }
  if (!response.ok) throw apiErrorFrom(response.status, await response.json().catch(() => undefined));
  const blob = await response.blob();
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? fallbackName;
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once click() returns; the address is only needed until then.
  setTimeout(() => URL.revokeObjectURL(link.href), 0);
}
