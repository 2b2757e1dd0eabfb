export interface Mail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** One mail in both languages (ja first, the product's default), so any reader can read it: text and HTML. */
export function bilingualMail(subject: string, ja: readonly string[], en: readonly string[]): Mail {
  const paragraph = (lines: readonly string[]) => `<p>${lines.map(escapeHtml).join('<br>')}</p>`;
  return {
    subject,
    text: `${ja.join('\n')}\n\n----\n\n${en.join('\n')}\n`,
    html: `<div lang="ja">${paragraph(ja)}</div><hr><div lang="en">${paragraph(en)}</div>`,
  };
}
