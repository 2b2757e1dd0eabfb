import { LiveCallAnswered, LiveCallEnded, LiveCallRequested, liveCallsCollection } from '@fleetcheck/contracts';
import { defineProjection, on } from '../../runner/define-projection';
import { guard } from '../../runner/projection';

/** The live calls still open (issue 35): the workers end those that rang out, even after the API that took them stopped. */
export const liveCallsProjection = defineProjection({
  name: 'live_calls',
  collections: [liveCallsCollection],
  handlers: [
    on(LiveCallRequested, async (data, event, tx) => {
      const { callId, companyId, testResultId, driver, officeId, requestedAt } = data;
      await tx
        .collection(liveCallsCollection)
        .upsert({ _id: callId, companyId, testResultId, driver, officeId, requestedAt, status: 'ringing' }, guard(event));
    }),
    on(LiveCallAnswered, async (data, event, tx) => {
      await tx.collection(liveCallsCollection).patch(data.callId, { status: 'answered' }, guard(event));
    }),
    on(LiveCallEnded, async (data, event, tx) => {
      await tx.collection(liveCallsCollection).delete(data.callId, guard(event));
    }),
  ],
});
