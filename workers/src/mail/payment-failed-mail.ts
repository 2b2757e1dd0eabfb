const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The renewal charge failed after its retries: both languages (ja first), the plan is unchanged. */
export function paymentFailedMail(): { subject: string; text: string; html: string } {
  const ja = [
    'ご登録のカードでのサブスクリプション更新のお支払いができませんでした。',
    'プランは変更されていません。有効期限を過ぎるとマネージャーはログインできなくなります。',
    'カード情報を更新するか、サポートまでお問い合わせください。',
  ];
  const en = [
    'The renewal payment of your subscription could not be charged to your card.',
    'Your plan is unchanged. Once it expires, managers can no longer sign in.',
    'Please update your card or contact support.',
  ];
  const paragraph = (lines: string[]) => `<p>${lines.map(escapeHtml).join('<br>')}</p>`;
  return {
    subject: '【FleetCheck】お支払いエラー / Subscription payment failed',
    text: `${ja.join('\n')}\n\n----\n\n${en.join('\n')}\n`,
    html: `<div lang="ja">${paragraph(ja)}</div><hr><div lang="en">${paragraph(en)}</div>`,
  };
}
