import { describe, expect, it } from 'vitest';
import { normaliseSearchText } from '../src';

describe('normaliseSearchText', () => {
  it('folds full-width letters, digits and signs and half-width katakana, spaces runs of whitespace once and trims', () => {
    expect(normaliseSearchText('500\u3000あ')).toBe('500 あ');
    expect(normaliseSearchText('５００ あ')).toBe('500 あ');
    expect(normaliseSearchText('  品川   500\tあ　１２－３４ ')).toBe('品川 500 あ 12-34');
    expect(normaliseSearchText('ＡＢＣ　ｘｙｚ')).toBe('ABC xyz');
    expect(normaliseSearchText('ｶﾞｿﾘﾝ')).toBe('ガソリン');
  });

  it('leaves other characters as typed and blank text empty', () => {
    expect(normaliseSearchText('㈱鈴木運送 ①')).toBe('㈱鈴木運送 ①');
    expect(normaliseSearchText('すずき はなこ')).toBe('すずき はなこ');
    expect(normaliseSearchText('\u3000 \u3000')).toBe('');
  });
});
