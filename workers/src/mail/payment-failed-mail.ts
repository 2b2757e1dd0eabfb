import { bilingualMail, type Mail } from './bilingual-mail';
/** The renewal charge failed after its retries: both languages (ja first), the plan is unchanged. */
export function paymentFailedMail(): Mail {
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
  return bilingualMail('【FleetCheck】お支払いエラー / Subscription payment failed', ja, en);
}
