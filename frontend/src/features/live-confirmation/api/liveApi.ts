import {
  commandAcceptedSchema,
  confirmationCodeIssuedSchema,
  liveCallAnsweredSchema,
  type LiveConfirmationBody,
  type LiveSignal,
} from '@fleetcheck/contracts';
import type { ApiClient } from '../../../api/apiClient';

/** The manager's side of a live confirmation (issue 35), on the command API. */
const callPath = (testResultId: string, callId: string) =>
  `/test-result/${encodeURIComponent(testResultId)}/live/call/${encodeURIComponent(callId)}`;

export const liveApi = (api: ApiClient) => ({
  answer: async (testResultId: string, callId: string) =>
    (await api.post(`${callPath(testResultId, callId)}/answer`, { body: {}, schema: liveCallAnsweredSchema })).data,
  end: (testResultId: string, callId: string, dropped = false) =>
    api.post(`${callPath(testResultId, callId)}/end`, { body: { dropped }, schema: commandAcceptedSchema }),
  signal: (testResultId: string, callId: string, signal: LiveSignal) =>
    api.post(`${callPath(testResultId, callId)}/signal`, { body: signal }),
  callEvents: (testResultId: string, callId: string) => `${callPath(testResultId, callId)}/events`,
  issueCode: async (testResultId: string) =>
    (await api.post(`/test-result/${encodeURIComponent(testResultId)}/live/code`, { body: {}, schema: confirmationCodeIssuedSchema })).data,
  confirm: (testResultId: string, body: LiveConfirmationBody) =>
    api.post(`/test-result/${encodeURIComponent(testResultId)}/live/confirmation`, { body, schema: commandAcceptedSchema }),
});
