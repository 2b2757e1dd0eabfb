/** The part of a fontkit font that a plain layout needs. */
interface FontkitFont {
  glyphsForString(text: string): { advanceWidth: number }[];
  layout(text: string, features?: unknown): unknown;
}

/**
 * Lays text out as the font's glyphs one after the other, without OpenType shaping. fontkit shapes every new
 * word through the CJK font's GSUB/GPOS tables (most of the record book's time: 10,000 rows of names, numbers
 * and codes are mostly new words), yet Japanese and Latin table text uses no ligature, contextual form or kerning.
 * Text is NFC-normalised by the caller so a combining mark never needs composing.
 * `font` is pdfkit's embedded font's fontkit font (`doc._font.font`): pdfkit has no option for this.
 */
export function usePlainGlyphLayout(font: FontkitFont): void {
  font.layout = (text: string) => {
    const glyphs = font.glyphsForString(text);
    const positions = glyphs.map((glyph) => ({ xAdvance: glyph.advanceWidth, yAdvance: 0, xOffset: 0, yOffset: 0 }));
    // pdfkit scales the positions in place and then reads the run's width from them.
    return {
      glyphs,
      positions,
      get advanceWidth() {
        return positions.reduce((sum, position) => sum + position.xAdvance, 0);
      },
    };
  };
}
