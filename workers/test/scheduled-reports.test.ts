import { randomUUID } from 'node:crypto';
import { createOutboxMailer, mailOutboxCollection, type QueueBackend } from '@fleetcheck/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorkers, type RunningWorkers } from '../src/index';
import { eventually, queueBackends } from './support/harness';
import { useWorkers } from './support/running-workers';
import { recordTest, seedCompany, seedDriver, seedDriverDuty, seedManager, seedOffice, seedReportMails } from './support/seed';

/*
 * Issue 37 item 3. Two workers processes share the queues; the fake clock stands on Monday 30 November 2026 at
 * 07:00 in Japan (22:00 UTC on the 29th, still Sunday in UTC), then on Tuesday 1 December. Both processes run
 * each schedule (as two processes whose crons both fired would); each manager gets each mail once.
 */
const backends = await queueBackends('workers scheduled reports');

describe.each(backends)(
  'scheduled report mails: the monthly record book and the weekly summary, on %s (issue 37 item 3)',
  (_name, kind) => {
    let now = new Date('2026-11-29T22:00:00Z');
    const clock = { now: () => now };
    const running = useWorkers(kind, { clock, schedule: false });
    let secondQueues: QueueBackend;
    let second: RunningWorkers;
    beforeAll(async () => {
      secondQueues = running.harness.openQueuesAgain();
      second = await startWorkers({
        eventStore: running.harness.store,
        readStore: running.harness.readStore,
        queues: secondQueues,
        mailer: createOutboxMailer(running.harness.readStore, { from: 'FleetCheck <no-reply@example.com>' }),
        clock,
        schedule: false,
        dispatch: false,
      });
    });
    afterAll(async () => {
      await second.stop();
      await secondQueues.close();
    });

    /** Both processes queue the run; resolves when both runs and every report mail they queued are done. */
    const runOnBoth = async (kind: 'monthly' | 'weekly') => {
      await running.harness.readModelsCaughtUp();
      const before = (await running.scheduled.counts()).completed;
      await Promise.all([running.workers.reportNow(kind), second.reportNow(kind)]);
      await eventually(async () => (await running.scheduled.counts()).completed >= before + 2, `both ${kind} runs`);
      await eventually(async () => {
        const { waiting, active, delayed } = await running.workers.queues.reports.counts();
        return waiting + active + delayed === 0;
      }, 'every report mail sent');
    };
    const mailsTo = (to: string) =>
      running.harness.readStore.collection(mailOutboxCollection).findMany({ filter: { to }, sort: [{ field: 'createdAt' }] });

    it("mails Monday's summary of last week and the 1st's record book of last month to each office's managers once, across two workers, as each manager chose", async () => {
      const companyId = randomUUID();
      const [osaka, tokyo] = [randomUUID(), randomUUID()];
      await seedCompany(running.harness.store, companyId, '山田運送');
      await seedOffice(running.harness.store, companyId, { officeId: tokyo, name: '本社営業所' });
      await seedOffice(running.harness.store, companyId, { officeId: osaka, name: '大阪営業所' });
      const created = { at: '2026-11-20T00:00:00.000Z' };
      const aoki = await seedDriver(running.harness.store, companyId, '2030-01-01', { ...created, lastName: '青木', officeId: tokyo });
      await seedDriver(running.harness.store, companyId, '2030-01-01', { ...created, lastName: '石井', officeId: osaka });
      const tokyoManager = await seedManager(running.harness.store, companyId, 'tokyo@example.com', { officeId: tokyo });
      const wholeCompany = await seedManager(running.harness.store, companyId, 'all@example.com');
      const osakaManager = await seedManager(running.harness.store, companyId, 'osaka@example.com', { officeId: osaka });
      // The company-wide manager turned the record book off; the Osaka manager the weekly summary.
      await seedReportMails(running.harness.store, companyId, wholeCompany, { monthlyRecordBook: false, weeklySummary: true });
      await seedReportMails(running.harness.store, companyId, osakaManager, { monthlyRecordBook: true, weeklySummary: false });
      // 青木 checked before (09:00) and after (18:00) driving on Tuesday the 24th, neither confirmed yet; off duty at the weekend.
      await recordTest(running.harness.store, {
        companyId,
        driverId: aoki,
        resultMgL: 0,
        checkType: 'before_driving',
        testedAt: '2026-11-24T00:00:00.000Z',
      });
      await recordTest(running.harness.store, {
        companyId,
        driverId: aoki,
        resultMgL: 0,
        checkType: 'after_driving',
        testedAt: '2026-11-24T09:00:00.000Z',
      });
      await seedDriverDuty(running.harness.store, companyId, aoki, '2026-11-28', false);
      await seedDriverDuty(running.harness.store, companyId, aoki, '2026-11-29', false);
      // A check on Monday the 30th (Japan) belongs to this week, not to the one summarised.
      await recordTest(running.harness.store, {
        companyId,
        driverId: aoki,
        resultMgL: 0,
        checkType: 'before_driving',
        testedAt: '2026-11-29T21:00:00.000Z',
      });

      // Monday 07:00 in Japan: the week of the 23rd to the 29th.
      await runOnBoth('weekly');
      const [tokyoWeekly, ...moreTokyo] = await mailsTo('tokyo@example.com');
      expect(moreTokyo).toEqual([]);
      expect(tokyoWeekly?._id).toBe(`report.weekly-summary.${companyId}.${tokyo}.2026-11-23.${tokyoManager}`);
      expect(tokyoWeekly?.subject).toBe('【FleetCheck】週間サマリー（2026.11.23〜2026.11.29） / Weekly summary');
      // 青木 missed both checks on the 23rd and the 25th to 27th: four driver-days; the weekend was off duty.
      expect(tokyoWeekly?.text).toContain('山田運送 本社営業所の週間サマリー（2026.11.23〜2026.11.29）です。');
      expect(tokyoWeekly?.text).toContain('未実施のチェック: 4件（運転者1名）');
      expect(tokyoWeekly?.text).toContain(
        '・青木 太郎: 11.23 運転前・運転後, 11.25 運転前・運転後, 11.26 運転前・運転後, 11.27 運転前・運転後',
      );
      expect(tokyoWeekly?.text).toContain(
        '管理者の確認待ちの記録: 2件\n・2026.11.24 9:00 青木 太郎 運転前\n・2026.11.24 18:00 青木 太郎 運転後',
      );
      expect(tokyoWeekly?.text).toContain('Missed checks: 4 (1 drivers)');
      // The company-wide manager's summary covers both offices: 石井 in Osaka missed all seven days.
      const [allWeekly, ...moreAll] = await mailsTo('all@example.com');
      expect(moreAll).toEqual([]);
      expect(allWeekly?.text).toContain('山田運送 全事業所の週間サマリー');
      expect(allWeekly?.text).toContain('未実施のチェック: 11件（運転者2名）');
      expect(allWeekly?.text).toContain('管理者の確認待ちの記録: 2件');
      expect(await mailsTo('osaka@example.com')).toEqual([]);

      // Tuesday 1 December 07:00 in Japan: the record book of November; the weekly run again names the same week.
      now = new Date('2026-11-30T22:00:00Z');
      await runOnBoth('monthly');
      await runOnBoth('weekly');
      const tokyoMails = await mailsTo('tokyo@example.com');
      expect(tokyoMails.map((mail) => mail.subject)).toEqual([
        '【FleetCheck】週間サマリー（2026.11.23〜2026.11.29） / Weekly summary',
        '【FleetCheck】2026年11月のアルコールチェック記録簿 / Alcohol check record book for 2026-11',
      ]);
      const book = tokyoMails[1]!;
      expect(book._id).toBe(`report.monthly-record-book.${companyId}.${tokyo}.2026-11.${tokyoManager}`);
      expect(book.text).toContain('山田運送 本社営業所の2026年11月分のアルコールチェック記録簿を添付します。');
      expect(book.attachments?.map(({ filename, contentType }) => ({ filename, contentType }))).toEqual([
        { filename: '記録簿_本社営業所_2026-11.pdf', contentType: 'application/pdf' },
      ]);
      expect(Buffer.from(book.attachments![0]!.contentBase64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
      const osakaMails = await mailsTo('osaka@example.com');
      expect(osakaMails.map((mail) => mail._id)).toEqual([`report.monthly-record-book.${companyId}.${osaka}.2026-11.${osakaManager}`]);
      expect(osakaMails[0]?.attachments?.[0]?.filename).toBe('記録簿_大阪営業所_2026-11.pdf');
      expect((await mailsTo('all@example.com')).map((mail) => mail.subject)).toEqual([
        '【FleetCheck】週間サマリー（2026.11.23〜2026.11.29） / Weekly summary',
      ]);
      // One job per report however many runs queued it: two weekly summaries and two record books.
      expect((await running.workers.queues.reports.counts()).completed).toBe(4);
    }, 120_000);
  },
);
