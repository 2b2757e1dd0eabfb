import { createHash } from 'node:crypto';

/**
 * A notification's id is a function of what it is about (type, subject, period), written as a uuid so every
 * event store accepts it in a stream name. Raising the same notification again lands on the same stream.
 */
export function notificationIdFor(...parts: readonly string[]): string {
  const hex = createHash('sha256').update(parts.join('\u001f')).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${((parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16)}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}
