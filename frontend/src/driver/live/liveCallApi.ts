import type { IceServer, LiveSignal } from '@fleetcheck/contracts';
import { driverRequest, driverStream } from '../api/driverApi';

/** The driver's side of a live confirmation (issue 35): plain fetch, as the rest of the driver app. */
const recordPath = (recordId: string) => `/test-result/${encodeURIComponent(recordId)}/live`;

export interface CallStarted {
  readonly callId: string;
  readonly answerTimeoutSeconds: number;
  readonly iceServers: IceServer[];
  /** The number to phone when nobody answers: the driver's office's, else the company's. */
  readonly officePhone: string | null;
}

/** Calls the managers; the call's id is the app's, so sending it again (a retry) calls once. */
export const startCall = (recordId: string, callId: string) =>
  driverRequest<CallStarted>(`${recordPath(recordId)}/call`, { method: 'POST', body: { callId } });

export const endCall = (recordId: string, callId: string, dropped: boolean) =>
  driverRequest<unknown>(`${recordPath(recordId)}/call/${encodeURIComponent(callId)}/end`, { method: 'POST', body: { dropped } });

export const sendSignal = (recordId: string, callId: string, signal: LiveSignal) =>
  driverRequest<unknown>(`${recordPath(recordId)}/call/${encodeURIComponent(callId)}/signal`, { method: 'POST', body: signal });

export const enterCode = (recordId: string, code: string) =>
  driverRequest<unknown>(`${recordPath(recordId)}/code/entry`, { method: 'POST', body: { code } });

/** The call's event stream (the manager's signals and the call's state), with the driver's token (refreshed on a 401). */
export const openCallStream = (recordId: string, callId: string, lastEventId: string | undefined, signal: AbortSignal): Promise<Response> =>
  driverStream(`${recordPath(recordId)}/call/${encodeURIComponent(callId)}/events`, lastEventId, signal);
