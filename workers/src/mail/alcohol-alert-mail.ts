import { ALCOHOL_RESULT_UNIT, formatAlcoholResult, toDottedDate, toShortTime } from '@fleetcheck/contracts';

export interface AlcoholAlertFacts {
  driverName: string;
  carNumber: string | null;
  resultMgL: number;
  /** 'YYYY-MM-DDTHH:mm' in the business time zone. */
  localTestedAt: string;
}

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** One mail in both languages (ja first, the product's default), so any manager can read it. */
export function alcoholAlertMail(facts: AlcoholAlertFacts): { subject: string; text: string; html: string } {
  const result = `${formatAlcoholResult(facts.resultMgL)} ${ALCOHOL_RESULT_UNIT}`;
  const when = `${toDottedDate(facts.localTestedAt.slice(0, 10))} ${toShortTime(facts.localTestedAt)}`;
  const car = facts.carNumber ?? '-';
  const ja = [
    'アルコールチェックで基準値を超える結果が記録されました。',
    `運転者: ${facts.driverName}`,
    `車両: ${car}`,
    `測定値: ${result}`,
    `日時: ${when}`,
    'ダッシュボードで内容を確認し、乗務させないでください。',
  ];
  const en = [
    'An alcohol test above the threshold was recorded.',
    `Driver: ${facts.driverName}`,
    `Vehicle: ${car}`,
    `Result: ${result}`,
    `Time: ${when}`,
    'Check the dashboard and do not let the driver drive.',
  ];
  const paragraph = (lines: string[]) => `<p>${lines.map(escapeHtml).join('<br>')}</p>`;
  return {
    subject: '【FleetCheck】アルコール検知 / Alcohol test failed',
    text: `${ja.join('\n')}\n\n----\n\n${en.join('\n')}\n`,
    html: `<div lang="ja">${paragraph(ja)}</div><hr><div lang="en">${paragraph(en)}</div>`,
  };
}
