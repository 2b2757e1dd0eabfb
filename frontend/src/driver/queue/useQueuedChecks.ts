import { useEffect, useState } from 'react';
import { queuedChecks, type QueuedCheck } from './checkQueue';
import { onQueueChanged } from './queueEvents';

/** The checks still on the phone, kept current. */
export function useQueuedChecks(): readonly QueuedCheck[] {
  const [checks, setChecks] = useState<readonly QueuedCheck[]>([]);
  useEffect(() => {
    const read = () => void queuedChecks().then(setChecks, () => setChecks([]));
    read();
    return onQueueChanged(read);
  }, []);
  return checks;
}
