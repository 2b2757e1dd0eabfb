import { describe, expect, it } from 'vitest';
import { attachment } from '../src/http/content-disposition';

describe('a download name', () => {
  it('an ASCII name goes as filename alone; a Japanese one adds filename* (RFC 5987) with an ASCII fallback', () => {
    expect(attachment('test-results_2025-01-01_2025-01-31.csv')).toBe('attachment; filename="test-results_2025-01-01_2025-01-31.csv"');
    expect(attachment('記録簿_本社_2025-01.pdf', 'record-book_2025-01_o1.pdf')).toBe(
      `attachment; filename="record-book_2025-01_o1.pdf"; filename*=UTF-8''%E8%A8%98%E9%8C%B2%E7%B0%BF_%E6%9C%AC%E7%A4%BE_2025-01.pdf`,
    );
  });

  it("replaces what no file system takes, and quotes, by '_'; percent-encodes the ' ( ) that RFC 5987 reserves", () => {
    expect(attachment('a/b\\c:"d"\r\n.csv')).toBe('attachment; filename="a_b_c__d___.csv"');
    expect(attachment("本社 (O'Hare)*.csv")).toBe(
      `attachment; filename="__ (O'Hare)_.csv"; filename*=UTF-8''%E6%9C%AC%E7%A4%BE%20%28O%27Hare%29_.csv`,
    );
  });
});
