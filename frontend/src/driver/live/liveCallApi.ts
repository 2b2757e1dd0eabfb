import type { IceServer, LiveSignal } from '@fleetcheck/contracts';
import { driverRequest } from '../api/driverApi';
import { readDriverSession } from '../session/driverSession';

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

/** The call's event stream (the manager's signals and the call's state), with the driver's token. */
export function openCallStream(recordId: string, callId: string, lastEventId: string | undefined, signal: AbortSignal): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'text/event-stream' };
  const token = readDriverSession()?.token;
  if (token) headers.Authorization = `JWT ${token}`;
  if (lastEventId) headers['Last-Event-ID'] = lastEventId;
  return fetch(`/api/v1${recordPath(recordId)}/call/${encodeURIComponent(callId)}/events`, { headers, signal });
}
