import { expiryTime, isSubscriptionExpired, type SessionUser } from './sessionData';

export const sessionPollIntervalMs = 60_000;

export type PollDecision = 'logout' | 'refresh' | 'nothing';

/** What one 60-second poll does: log out an expired subscription, refresh a token expiring before the next poll. */
export function decidePoll(user: SessionUser | undefined, now: Date): PollDecision {
  if (!user) return 'nothing';
  if (isSubscriptionExpired(user, now)) return 'logout';
  const expires = expiryTime(user.jwtExpire);
  if (expires !== undefined && expires - now.getTime() <= sessionPollIntervalMs) return 'refresh';
  return 'nothing';
}
