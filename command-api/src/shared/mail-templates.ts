import type { Language } from '@fleetcheck/contracts';
import type { MailMessage } from '@fleetcheck/platform';

/**
 * The e-mails command-api sends, in Japanese and English. The recipient's language comes first and the
 * other follows, so a mail forwarded to a colleague is still readable.
 */
interface Template {
  subject: string;
  lines: (link: string, expiresHours: number) => string[];
}

const templates = {
  verifyEmail: {
    ja: {
      subject: 'FleetCheck: メールアドレスの確認',
      lines: (link, h) => [
        'FleetCheck へのご登録ありがとうございます。',
        `次のリンクからメールアドレスを確認してください（${h}時間有効）：`,
        link,
      ],
    },
    en: {
      subject: 'FleetCheck: confirm your e-mail address',
      lines: (link, h) => [
        'Thank you for signing up to FleetCheck.',
        `Confirm your e-mail address with this link (valid for ${h} hours):`,
        link,
      ],
    },
  },
  resetPassword: {
    ja: {
      subject: 'FleetCheck: パスワードの再設定',
      lines: (link, h) => [
        'パスワード再設定のご依頼を受け付けました。',
        `次のリンクから再設定してください（${h}時間有効・1回のみ）：`,
        link,
        'お心当たりがない場合はこのメールを破棄してください。',
      ],
    },
    en: {
      subject: 'FleetCheck: reset your password',
      lines: (link, h) => [
        'We received a request to reset your password.',
        `Reset it with this link (valid for ${h} hours, once):`,
        link,
        'If you did not ask for this, ignore this e-mail.',
      ],
    },
  },
} satisfies Record<string, Record<Language, Template>>;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function renderMail(kind: keyof typeof templates, to: string, language: Language, link: string, ttlSeconds: number): MailMessage {
  const hours = Math.round(ttlSeconds / 3600);
  const order: Language[] = language === 'en' ? ['en', 'ja'] : ['ja', 'en'];
  const parts = order.map((l) => templates[kind][l].lines(link, hours));
  return {
    to,
    subject: templates[kind][order[0]!].subject,
    text: parts.map((lines) => lines.join('\n')).join('\n\n----\n\n'),
    html: parts
      .map(
        (lines) =>
          `<p>${lines.map((line) => (line === link ? `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>` : escapeHtml(line))).join('<br>')}</p>`,
      )
      .join('<hr>'),
  };
}
