import iconv from 'iconv-lite';

/**
 * Shift_JIS as Japanese Excel reads it: Windows-31J (cp932), which also has the NEC and IBM extensions that
 * Japanese names and addresses use (①, ㈱, 髙). JIS X 0208 alone would lose them.
 */
const ENCODING = 'cp932';

/** Written where a character has no Shift_JIS code: 〓 (geta), the customary mark for a missing character. */
export const MISSING_CHARACTER = '〓';

/**
 * Unicode characters that look the same as a Windows-31J one but have another code point (text typed on a Mac
 * or pasted from the web): written as the one Windows-31J has instead of being lost.
 */
const LOOKALIKES: Readonly<Record<string, string>> = {
  '\u301c': '\uff5e', // 〜 wave dash -> ～ fullwidth tilde
  '\u2016': '\u2225', // ‖ -> ∥
  '\u2212': '\uff0d', // − minus sign -> －
  '\u2014': '\u2015', // — em dash -> ―
  '\u00a2': '\uffe0', // ¢
  '\u00a3': '\uffe1', // £
  '\u00ac': '\uffe2', // ¬
};
const LOOKALIKE = new RegExp(`[${Object.keys(LOOKALIKES).join('')}]`, 'g');

/** iconv writes '?' for a character it has no code for; '?' is never the second byte of a Shift_JIS pair. */
const QUESTION_MARK = 0x3f;
const questionMarks = (bytes: Buffer): number => bytes.reduce((count, byte) => count + (byte === QUESTION_MARK ? 1 : 0), 0);

const encodable = new Map<string, boolean>();
const hasCode = (character: string): boolean => {
  let known = encodable.get(character);
  if (known === undefined) {
    known = questionMarks(iconv.encode(character, ENCODING)) === 0;
    encodable.set(character, known);
  }
  return known;
};

/**
 * Text as Shift_JIS (Windows-31J) bytes. Look-alike characters are written as their Windows-31J twin; a character
 * Shift_JIS lacks (emoji, kanji outside JIS such as 𠮷) becomes 〓 rather than iconv's silent '?', so a reader
 * sees that something was there. The UTF-8 export keeps every character.
 */
export function toShiftJis(text: string): Buffer {
  const mapped = text.replace(LOOKALIKE, (c) => LOOKALIKES[c]!);
  const bytes = iconv.encode(mapped, ENCODING);
  // Almost every chunk encodes whole (as many '?' out as in): then character by character only when one was lost.
  if (questionMarks(bytes) === mapped.split('?').length - 1) return bytes;
  let kept = '';
  for (const character of mapped) kept += character < '\u0080' || hasCode(character) ? character : MISSING_CHARACTER;
  return iconv.encode(kept, ENCODING);
}
