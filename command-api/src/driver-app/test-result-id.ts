import { createHash } from 'node:crypto';

/**
 * The record id of a check the driver's phone sent: derived from the driver and the phone's id, so a retry lands on
 * the same stream and records nothing new, and no driver can name another's record. Shaped as a uuid.
 */
export function driverCheckResultId(driverId: string, phoneId: string): string {
  const hex = createHash('sha256').update(`driver-app\u001f${driverId}\u001f${phoneId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${((parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16)}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}
