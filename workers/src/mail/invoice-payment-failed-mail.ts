import { bilingualMail, type Mail } from './bilingual-mail';

/**
 * An invoice could not be charged to the card on file: both languages (ja first); the invoice stays unpaid. The card
 * was declined, or the payment provider never answered to the last retry (then there is no reason to show).
 */
export function invoicePaymentFailedMail(): Mail {
  const ja = [
    'ご請求書の金額をご登録のクレジットカードでお支払いできませんでした。請求書は未払いのままです。',
    'カードの有効期限とご利用限度額をご確認のうえ、カード情報を更新するか、サポートまでお問い合わせください。',
  ];
  const en = [
    'The amount of your invoice could not be charged to your registered card. The invoice remains unpaid.',
    "Please check the card's expiry date and limit, then update your card or contact support.",
  ];
  return bilingualMail('【FleetCheck】請求書のお支払いエラー / Invoice payment failed', ja, en);
}
