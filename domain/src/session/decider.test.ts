import type { SessionEvent } from '@fleetcheck/contracts';
import { describe, it } from 'vitest';
import { spec } from '../../test/support/decider-spec';
import { sessionDecider, type SessionFacts } from './decider';

const facts: SessionFacts = {
  sessionId: 's1',
  audience: 'manager',
  userId: 'm1',
  userType: 2,
  companyId: 'c1',
  onBehalfOf: null,
  openedFromSessionId: null,
};
const started: SessionEvent = { type: 'SessionStarted', data: { ...facts, tokenHash: 'h1', expiresAt: '2026-01-05T00:00:00.000Z' } };
const refreshed: SessionEvent = {
  type: 'SessionRefreshed',
  data: { sessionId: 's1', previousTokenHash: 'h1', tokenHash: 'h2', expiresAt: '2026-01-06T00:00:00.000Z' },
};
const session = spec(sessionDecider);
const refresh = (presentedHash: string, now = '2026-01-02T00:00:00.000Z') =>
  ({ type: 'RefreshSession', data: { presentedHash, tokenHash: 'h3', expiresAt: '2026-01-07T00:00:00.000Z', now } }) as const;

describe('Session decider', () => {
  it('StartSession starts a family', () => session.given([]).when({ type: 'StartSession', data: started.data }).then([started]));
  it('StartSession refuses an existing id', () =>
    session.given([started]).when({ type: 'StartSession', data: started.data }).thenError('Errors.Conflict'));
  it('RefreshSession rotates the current token', () =>
    session
      .given([started, refreshed])
      .when(refresh('h2'))
      .then([
        {
          type: 'SessionRefreshed',
          data: { sessionId: 's1', previousTokenHash: 'h2', tokenHash: 'h3', expiresAt: '2026-01-07T00:00:00.000Z' },
        },
      ]));
  it('RefreshSession with a rotated-away token revokes the whole family', () =>
    session
      .given([started, refreshed])
      .when(refresh('h1'))
      .then([{ type: 'SessionRevoked', data: { sessionId: 's1', reason: 'reuse-detected' } }]));
  it('RefreshSession refuses an unknown token', () =>
    session.given([started]).when(refresh('nope')).thenError('Errors.RefreshTokenInvalid'));
  it('RefreshSession refuses an expired token', () =>
    session.given([started]).when(refresh('h1', '2026-01-05T00:00:00.000Z')).thenError('Errors.RefreshTokenInvalid'));
  it('RefreshSession refuses a revoked family', () =>
    session
      .given([started, { type: 'SessionRevoked', data: { sessionId: 's1', reason: 'logout' } }])
      .when(refresh('h1'))
      .thenError('Errors.RefreshTokenInvalid'));
  it('RefreshSession refuses a missing family', () => session.given([]).when(refresh('h1')).thenError('Errors.RefreshTokenInvalid'));
  it('RevokeSession revokes', () =>
    session
      .given([started])
      .when({ type: 'RevokeSession', data: { reason: 'logout' } })
      .then([{ type: 'SessionRevoked', data: { sessionId: 's1', reason: 'logout' } }]));
  it('RevokeSession twice appends nothing', () =>
    session
      .given([started, { type: 'SessionRevoked', data: { sessionId: 's1', reason: 'logout' } }])
      .when({ type: 'RevokeSession', data: { reason: 'logout' } })
      .then([]));
});
