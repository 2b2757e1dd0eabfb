import { describe, expect, it } from 'vitest';
import { phoneToCall } from './phone-to-call';

describe('the number a driver phones', () => {
  it("is the office's, else the company's, else none", () => {
    expect(phoneToCall('052-111-2222', '03-1234-5678')).toBe('052-111-2222');
    expect(phoneToCall('', '03-1234-5678')).toBe('03-1234-5678');
    expect(phoneToCall(undefined, '03-1234-5678')).toBe('03-1234-5678');
    expect(phoneToCall('  ', null)).toBeNull();
    expect(phoneToCall(null, undefined)).toBeNull();
  });
});
