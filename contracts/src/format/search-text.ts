/** Full-width ASCII (Ａ-Ｚ, ａ-ｚ, ０-９, ！-～) and half-width katakana (ｱ, ｶﾞ): the forms a Japanese IME types at the other width. */
const OTHER_WIDTH = /[\uFF01-\uFF5E\uFF61-\uFF9F]+/g;

/**
 * A search term as every list search reads it (issue 37: `500\u3000あ` and `５００ あ` found no car 品川 500 あ 12-34):
 * full-width letters, digits and signs at their usual width and half-width katakana at full width (NFKC, on
 * those characters only: ㈱ or ① stay as typed), every run of whitespace (the ideographic space U+3000 too)
 * one space, trimmed. Blank text stays ''.
 */
export function normaliseSearchText(text: string): string {
  return text
    .replace(OTHER_WIDTH, (run) => run.normalize('NFKC'))
    .replace(/\s+/g, ' ')
    .trim();
}
