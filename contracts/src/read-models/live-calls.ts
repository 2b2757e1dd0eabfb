import { readModelCollection as defineCollection, type ReadModelDocument as ReadDocument } from './collection';
import type { LiveDriver } from '../events/live-confirmation';

/**
 * The live calls still open (issue 35), one document per call (_id: the call id), gone once the call ends. The
 * workers' minute check ends every call still ringing past the answer time, so a call nobody answers ends as
 * unanswered even when the API process that took it has stopped.
 */
export interface LiveCallDocument extends ReadDocument {
  companyId: string;
  testResultId: string;
  driver: LiveDriver;
  officeId: string | null;
  requestedAt: string;
  status: 'ringing' | 'answered';
}

export const liveCallsCollection = defineCollection<LiveCallDocument>({
  name: 'live_calls',
  fields: { companyId: 'string', status: 'string', requestedAt: 'date' },
  indexes: [{ fields: ['status', 'requestedAt'] }],
});
