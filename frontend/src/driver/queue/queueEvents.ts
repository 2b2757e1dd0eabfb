/** Tells the screens that the queue changed (a check queued, sent or refused). */
const target = new EventTarget();
const CHANGED = 'queue-changed';

export const announceQueueChanged = () => target.dispatchEvent(new Event(CHANGED));
export function onQueueChanged(listener: () => void): () => void {
  target.addEventListener(CHANGED, listener);
  return () => target.removeEventListener(CHANGED, listener);
}
