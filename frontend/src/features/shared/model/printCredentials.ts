import type { Credentials } from '@fleetcheck/contracts';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/**
 * The printable login sheet of a bulk import: one page of names, usernames and initial passwords, opened in a new
 * window and handed to the browser's print dialog (nothing is stored or sent: the passwords exist only here).
 */
export function printCredentials(
  logins: readonly Credentials[],
  labels: { title: string; name: string; username: string; password: string },
): void {
  const sheet = window.open('', '_blank');
  if (!sheet) return;
  const rows = logins
    .map(
      (login) => `<tr><td>${escape(login.name)}</td><td>${escape(login.username)}</td><td><code>${escape(login.password)}</code></td></tr>`,
    )
    .join('');
  sheet.document.write(
    `<!doctype html><html lang="${document.documentElement.lang || 'ja'}"><head><meta charset="utf-8"><title>${escape(labels.title)}</title>` +
      '<style>body{font-family:sans-serif;margin:2em}table{border-collapse:collapse;width:100%}td,th{border:1px solid #999;padding:.5em;text-align:left}' +
      'code{font-size:1.1em;letter-spacing:.05em}tr{page-break-inside:avoid}</style></head><body>' +
      `<h1>${escape(labels.title)}</h1><table><thead><tr><th>${escape(labels.name)}</th><th>${escape(labels.username)}</th>` +
      `<th>${escape(labels.password)}</th></tr></thead><tbody>${rows}</tbody></table></body></html>`,
  );
  sheet.document.close();
  sheet.focus();
  sheet.print();
}
