import { TestResultRecorded } from '@fleetcheck/contracts';
import { dataOf, defineProjection, on } from '../../runner/define-projection';
import { guard } from '../../runner/projection';
import { businessDay } from '@fleetcheck/domain/calendar/business-day';
import { dailyFiguresCollection, dailyFiguresId } from '@fleetcheck/contracts';

export const homeProjection = defineProjection({
  name: 'home',
  collections: [dailyFiguresCollection],
  prefetch: (events, tx) =>
    tx.prefetch(
      dailyFiguresCollection,
      dataOf(TestResultRecorded, events).map((test) => dailyFiguresId(test.companyId, businessDay(test.testedAt))),
    ),
  handlers: [
    on(TestResultRecorded, async (data, event, tx) => {
      const figures = tx.collection(dailyFiguresCollection);
      const date = businessDay(data.testedAt);
      const id = dailyFiguresId(data.companyId, date);
      const current = (await figures.findById(id)) ?? { _id: id, companyId: data.companyId, date, tests: 0, failed: 0 };
      await figures.upsert({ ...current, tests: current.tests + 1, failed: current.failed + (data.failed ? 1 : 0) }, guard(event));
    }),
  ],
});
