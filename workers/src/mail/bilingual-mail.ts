export interface Mail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * One mail in both languages, so any reader can read it: text and HTML. The recipient's language comes first
 * (`first`; ja, the product's default, when the recipient has none).
 */
export function bilingualMail(subject: string, ja: readonly string[], en: readonly string[], first: 'ja' | 'en' = 'ja'): Mail {
  const paragraph = (lines: readonly string[]) => `<p>${lines.map(escapeHtml).join('<br>')}</p>`;
  const parts = first === 'en' ? [['en', en] as const, ['ja', ja] as const] : [['ja', ja] as const, ['en', en] as const];
  return {
    subject,
    text: `${parts.map(([, lines]) => lines.join('\n')).join('\n\n----\n\n')}\n`,
    html: parts.map(([lang, lines]) => `<div lang="${lang}">${paragraph(lines)}</div>`).join('<hr>'),
  };
}
