import type { Language } from '@fleetcheck/contracts';
import type { MailMessage } from '@fleetcheck/platform';

/**
 * The e-mails command-api sends, in Japanese and English. The recipient's language comes first and the
 * other follows, so a mail forwarded to a colleague is still readable.
 */
interface Template {
  subject: string;
  /** `username` is the login the mail's reader was given (sign-up), when the mail tells it. */
  lines: (link: string, expiresHours: number, username?: string) => string[];
}

const templates = {
  verifyEmail: {
    ja: {
      subject: 'FleetCheck: メールアドレスの確認',
      lines: (link, h, username) => [
        'FleetCheck へのご登録ありがとうございます。',
        `次のリンクからメールアドレスを確認してください（${h}時間有効）：`,
        link,
        ...(username ? [`確認後、ユーザー名 ${username}（またはこのメールアドレス）とご登録のパスワードでログインできます。`] : []),
      ],
    },
    en: {
      subject: 'FleetCheck: confirm your e-mail address',
      lines: (link, h, username) => [
        'Thank you for signing up to FleetCheck.',
        `Confirm your e-mail address with this link (valid for ${h} hours):`,
        link,
        ...(username ? [`Then log in with your username ${username} (or this e-mail address) and the password you chose.`] : []),
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
  inviteAuditor: {
    ja: {
      subject: 'FleetCheck: 監査担当者としての招待',
      lines: (link, h, login) => [
        'FleetCheck の監査担当者（閲覧のみ）として招待されました。',
        `次のリンクからパスワードを設定してください（${h}時間有効・1回のみ）：`,
        link,
        ...(login ? [`設定後、管理者ログイン画面でこのメールアドレス（${login}）とパスワードでログインできます。`] : []),
      ],
    },
    en: {
      subject: 'FleetCheck: you are invited as an auditor',
      lines: (link, h, login) => [
        'You have been invited to FleetCheck as an auditor (read-only).',
        `Choose your password with this link (valid for ${h} hours, once):`,
        link,
        ...(login ? [`Then sign in on the admin sign-in page with this e-mail address (${login}) and your password.`] : []),
      ],
    },
  },
  inviteDriver: {
    ja: {
      subject: 'FleetCheck: 運転者アプリへのご招待',
      lines: (link, h) => [
        'スマートフォンで FleetCheck のアルコールチェックを行うための招待です。',
        `スマートフォンで次のリンクを開き、パスワードを設定してください（${h}時間有効・1回のみ）：`,
        link,
      ],
    },
    en: {
      subject: 'FleetCheck: your invitation to the driver app',
      lines: (link, h) => [
        'You are invited to take your alcohol checks with FleetCheck on your phone.',
        `Open this link on your phone and choose your password (valid for ${h} hours, once):`,
        link,
      ],
    },
  },
} satisfies Record<string, Record<Language, Template>>;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function renderMail(
  kind: keyof typeof templates,
  to: string,
  language: Language,
  link: string,
  ttlSeconds: number,
  username?: string,
): MailMessage {
  const hours = Math.round(ttlSeconds / 3600);
  const order: Language[] = language === 'en' ? ['en', 'ja'] : ['ja', 'en'];
  const parts = order.map((l) => templates[kind][l].lines(link, hours, username));
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
