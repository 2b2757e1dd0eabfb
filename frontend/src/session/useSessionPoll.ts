import { useEffect } from 'react';
import type { AppServices } from './services';
import { decidePoll, sessionPollIntervalMs } from './sessionPoll';

export function useSessionPoll(services: AppServices): void {
  useEffect(() => {
    const tick = () => {
      const decision = decidePoll(services.session.readUser(), new Date());
      if (decision === 'logout') void services.logout();
      if (decision === 'refresh') services.api.refresh().catch(() => undefined);
    };
    tick();
    const timer = window.setInterval(tick, sessionPollIntervalMs);
    return () => window.clearInterval(timer);
  }, [services]);
}
