import { describe, expect, it } from 'vitest';
import { wrapText } from '../../src/table-pdf/wrap-text';

// Every character 1 wide, Japanese 2: lines of width 10.
const widthOf = (character: string) => (character > '\u3000' ? 2 : 1);

describe('a table cell broken into lines', () => {
  it('keeps Latin words whole (the space ends the line), breaks Japanese anywhere, cuts a word longer than the line', () => {
    expect(wrapText('before driving check', 10, widthOf)).toEqual(['before ', 'driving ', 'check']);
    expect(wrapText('運転前の確認と運転後の確認', 10, widthOf)).toEqual(['運転前の確', '認と運転後', 'の確認']);
    expect(wrapText('usage_limit_passed', 10, widthOf)).toEqual(['usage_limi', 't_passed']);
    expect(wrapText('検知器 RENT-A1\n', 10, widthOf)).toEqual(['検知器 ', 'RENT-A1', '']);
  });
});
