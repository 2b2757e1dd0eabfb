import { renderRecordBookPdf, recordBookName, type MailMessage, type ReadStore } from '@fleetcheck/platform';
import { businessDateTime, businessDayStart } from '@fleetcheck/domain/calendar/business-day';
import { bilingualMail } from '../mail/bilingual-mail';
import type { ReportJob } from './report-job';

export interface ReportPlace {
  companyName: string;
  /** The office's name; null for every office of the company. */
  officeName: string | null;
}

const placeWords = (place: ReportPlace) => ({
  ja: `${place.companyName} ${place.officeName ?? '全事業所'}`,
  en: `${place.companyName}, ${place.officeName ?? 'all offices'}`,
});

/**
 * The 1st of the month's mail (issue 37 item 3): the previous month's record book of the manager's office (or of
 * the whole company) as the PDF a manager exports, attached; Japanese first, Japan days.
 */
export async function monthlyRecordBookMail(
  readStore: ReadStore,
  job: ReportJob,
  place: ReportPlace,
  fontPath: string,
  timeZone: string,
): Promise<Omit<MailMessage, 'id' | 'to'>> {
  const month = job.period.key;
  const [year, m] = month.split('-').map(Number) as [number, number];
  const request = {
    companyId: job.companyId,
    companyName: place.companyName,
    office: job.officeId ? { id: job.officeId, name: place.officeName ?? '' } : undefined,
    month,
    language: 'ja' as const,
    fontPath,
  };
  const calendar = {
    dayStart: (day: string) => businessDayStart(day, timeZone),
    dateTime: (instant: string) => businessDateTime(instant, timeZone),
  };
  const pdf = await renderRecordBookPdf(readStore, request, calendar);
  const where = placeWords(place);
  const mail = bilingualMail(
    `【FleetCheck】${year}年${m}月のアルコールチェック記録簿 / Alcohol check record book for ${month}`,
    [
      `${where.ja}の${year}年${m}月分のアルコールチェック記録簿を添付します。`,
      '記録簿は1年間の保存が必要です。',
      'このメールはプロフィール画面の「定期レポートのメール」で停止できます。',
    ],
    [
      `The alcohol check record book of ${where.en} for ${month} is attached.`,
      'Record books must be kept for one year.',
      'You can turn this mail off under "Scheduled report mails" on your profile.',
    ],
  );
  return { ...mail, attachments: [{ filename: `${recordBookName(request)}.pdf`, contentType: 'application/pdf', content: pdf }] };
}

export { placeWords };
