import type { Words } from '../check-record/vocabulary';
import { CarRegistered, CarUpdated } from '../events/car';
import { DriverCreated, DriverUpdated } from '../events/driver';
import { DriverDutySet } from '../events/driver-duty';
import { DriverCheckReminderSent } from '../events/driver-reminder';
import { CompanyInvoiceChargeDeclined, CompanyInvoiceChargeUnanswered, CompanyInvoicePaid } from '../events/invoice';
import { NotificationRaised } from '../events/notifications';
import { LiveCallEnded } from '../events/live-confirmation';
import { PositiveResultReferred, TestResultRecorded } from '../events/test-results';
import { VehicleInspectionRecorded } from '../vehicle-inspection/events';
import type { Language } from '../i18n/language';

/**
 * The words of the workers' background jobs on the platform staff's operations page: a queue and a job are shown by
 * what they do, never by their codes (`fleetcheck-billing`, `ChargeUnansweredInvoice`); the raw failure stays for
 * engineers as a technical detail.
 */

/** The workers' queues by name. The APIs open them by name to list and retry failed jobs (operations screen). */
export const JOB_QUEUE_NAMES = {
  /** One job per dispatched event; job id = event id. */
  events: 'fleetcheck-events',
  mail: 'fleetcheck-mail',
  scheduled: 'fleetcheck-scheduled',
  /** One job per company renewal charge (job id = company + term). */
  billing: 'fleetcheck-billing',
  /** One job per scheduled report mail (job id = kind + company + office + period + manager, issue 37 item 3). */
  reports: 'fleetcheck-reports',
} as const;
export type JobQueueName = (typeof JOB_QUEUE_NAMES)[keyof typeof JOB_QUEUE_NAMES];

/**
 * The names of the jobs the workers queue themselves (the events queue's jobs are named by their event's type). The
 * workers take their job names from here, so a job cannot be added without its words below.
 */
export const WORKER_JOB_NAMES = {
  expiryScan: 'ExpiryScan',
  recurringBilling: 'RecurringBilling',
  renewal: 'RenewSubscription',
  invoiceCharge: 'ChargeUnansweredInvoice',
  checkMissing: 'CheckMissingScan',
  driverReminder: 'DriverCheckReminderScan',
  liveCallExpiry: 'LiveCallExpiry',
  monthlyReports: 'MonthlyRecordBookReports',
  weeklyReports: 'WeeklySummaryReports',
  reportMail: 'ReportMail',
  notificationMail: 'NotificationMail',
  driverReminderMail: 'DriverReminderMail',
} as const;
export type WorkerJobName = (typeof WORKER_JOB_NAMES)[keyof typeof WORKER_JOB_NAMES];

export const JOB_QUEUE_WORDS = {
  'fleetcheck-events': { ja: '記録後の自動処理', en: 'Follow-up of recorded events' },
  'fleetcheck-mail': { ja: 'メール送信', en: 'Mail sending' },
  'fleetcheck-scheduled': { ja: '定期処理', en: 'Scheduled tasks' },
  'fleetcheck-billing': { ja: '課金・カード決済', en: 'Billing and card charges' },
  'fleetcheck-reports': { ja: '定期レポートメール', en: 'Scheduled report mails' },
} as const satisfies Record<JobQueueName, Words>;

/** What each job of the workers' own was doing. */
export const WORKER_JOB_WORDS = {
  ExpiryScan: { ja: '免許・車検・保険の期限の確認（毎日）', en: 'Daily check of licence, inspection and insurance expiry dates' },
  RecurringBilling: { ja: '契約更新の課金対象の確認（毎日）', en: 'Daily search for subscriptions due for renewal' },
  RenewSubscription: { ja: '契約更新のカード決済', en: 'Card charge for a subscription renewal' },
  ChargeUnansweredInvoice: { ja: '請求書のカード決済（応答なしの再確認）', en: 'Invoice card charge (recheck after no answer)' },
  CheckMissingScan: { ja: '未実施のアルコール検査の確認（毎日）', en: 'Daily check for missed alcohol checks' },
  DriverCheckReminderScan: { ja: '運転者への検査リマインドの確認', en: 'Search for drivers to remind of their alcohol check' },
  LiveCallExpiry: { ja: '応答のないライブ通話の終了（毎分）', en: 'Ending live calls nobody answered (every minute)' },
  MonthlyRecordBookReports: { ja: '月次の記録簿メールの準備', en: 'Preparing the monthly record book mails' },
  WeeklySummaryReports: { ja: '週次のまとめメールの準備', en: 'Preparing the weekly summary mails' },
  ReportMail: { ja: '定期レポートメールの送信', en: 'Sending a scheduled report mail' },
  NotificationMail: { ja: '通知メールの送信', en: 'Sending a notification mail' },
  DriverReminderMail: { ja: '運転者への検査リマインドメールの送信', en: "Sending a driver's check reminder mail" },
} as const satisfies Record<WorkerJobName, Words>;

/** What the events queue does with each event it is handed (its job is named by the event's type). */
export const EVENT_JOB_WORDS = {
  [TestResultRecorded.type]: { ja: '不合格のアルコール検査の通知', en: 'Alerts for a failed alcohol check' },
  [PositiveResultReferred.type]: {
    ja: '確認補助者から引き継がれた陽性結果の通知',
    en: 'Alerts for a positive result referred by an assistant',
  },
  [NotificationRaised.type]: { ja: '通知メールの準備', en: 'Preparing the notification mails' },
  [DriverDutySet.type]: { ja: '休務日の未実施アラートの取り下げ', en: 'Withdrawing a missed-check alert for a day off' },
  [VehicleInspectionRecorded.type]: { ja: '日常点検の異常の通知', en: 'Alerts for an abnormal vehicle inspection' },
  [DriverCheckReminderSent.type]: { ja: '運転者への検査リマインドメールの準備', en: "Preparing a driver's check reminder mail" },
  [LiveCallEnded.type]: { ja: '応答のなかったライブ通話の通知', en: 'Alerts for an unanswered live call' },
  [CompanyInvoiceChargeDeclined.type]: { ja: 'カード決済が拒否された請求書の連絡', en: 'Notice of a declined invoice card charge' },
  [CompanyInvoiceChargeUnanswered.type]: {
    ja: '応答のなかった請求書のカード決済の再確認の予約',
    en: 'Scheduling a recheck of an unanswered invoice card charge',
  },
  [CompanyInvoicePaid.type]: { ja: '請求書の領収メールの送信', en: 'Sending the receipt of a paid invoice' },
  [CarRegistered.type]: { ja: '登録された車両の車検・保険の期限の確認', en: "Checking a registered car's inspection and insurance dates" },
  [CarUpdated.type]: { ja: '変更された車両の車検・保険の期限の確認', en: "Checking an edited car's inspection and insurance dates" },
  [DriverCreated.type]: { ja: '登録された運転者の免許の期限の確認', en: "Checking a new driver's licence expiry date" },
  [DriverUpdated.type]: { ja: '変更された運転者の免許の期限の確認', en: "Checking an edited driver's licence expiry date" },
} as const satisfies Record<string, Words>;

const JOB_WORDS: Readonly<Record<string, Words>> = { ...WORKER_JOB_WORDS, ...EVENT_JOB_WORDS };

/** A queue in words; a queue this table does not know (a newer server) as it is. */
export const jobQueueWords = (queue: string, language: Language): string =>
  (JOB_QUEUE_WORDS as Readonly<Record<string, Words>>)[queue]?.[language] ?? queue;

/** What a job was doing, in words; a job this table does not know (a newer server) as it is. */
export const jobWords = (name: string, language: Language): string => JOB_WORDS[name]?.[language] ?? name;

/** The kinds of failure a raw reason can be told apart by for sure; anything else is `other`. */
export type JobFailureKind = 'noAnswer' | 'refused' | 'invalid' | 'other';

export const JOB_FAILURE_WORDS = {
  noAnswer: {
    ja: '相手先から応答がありませんでした（時間切れ・切断）',
    en: 'The other side did not answer (timeout or dropped connection)',
  },
  refused: { ja: '相手先に接続を拒否されました', en: 'The other side refused the connection' },
  invalid: { ja: 'データの形式が正しくありませんでした', en: 'The data was not in the expected form' },
  other: { ja: '処理に失敗しました', en: 'The job failed' },
} as const satisfies Record<JobFailureKind, Words>;

/**
 * The kind of a raw failure reason (BullMQ's failedReason, an error's message): a timeout or a connection dropped
 * before any answer, a refused connection, data that failed validation (zod); anything else is `other`.
 */
export function jobFailureKind(reason: string): JobFailureKind {
  if (/ETIMEDOUT|ESOCKETTIMEDOUT|timed? ?out|socket hang up/i.test(reason)) return 'noAnswer';
  if (/ECONNREFUSED/.test(reason)) return 'refused';
  if (/ZodError|invalid_type|invalid_value|validation failed/i.test(reason)) return 'invalid';
  return 'other';
}

/** A raw failure reason in words: its kind's short sentence. */
export const jobFailureWords = (reason: string, language: Language): string => JOB_FAILURE_WORDS[jobFailureKind(reason)][language];
