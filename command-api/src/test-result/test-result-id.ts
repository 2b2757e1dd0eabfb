import { createHash } from 'node:crypto';

/**
 * A device's record id is derived from the device and the id the device generated, so a retried upload
 * lands on the same stream and records nothing new. Shaped as a uuid like every other id.
 */
export function deviceTestResultId(deviceId: string, deviceResultId: string): string {
  const hex = createHash('sha256').update(`${deviceId}\u001f${deviceResultId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${((parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16)}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}
