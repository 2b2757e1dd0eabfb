/** Japanese script: a line may break between any two of these characters. */
const CJK = /[\u3000-\u9fff\uf900-\ufaff\uff00-\uffef]/;

/**
 * Breaks text into lines no wider than `width`, as a table cell prints it: at each '\n', then greedily: a Latin
 * word is moved whole to the next line (the space stays at the end of the line, where it shows nothing and keeps
 * the words apart for a reader that joins lines); Japanese breaks anywhere; a word longer than the line is cut.
 * `widthOf` measures one character.
 */
export function wrapText(text: string, width: number, widthOf: (character: string) => number): string[] {
  const lines: string[] = [];
  const widthOfText = (part: string) => [...part].reduce((sum, character) => sum + widthOf(character), 0);
  for (const paragraph of text.split('\n')) {
    let line = '';
    let lineWidth = 0;
    for (const character of paragraph) {
      const characterWidth = widthOf(character);
      if (line !== '' && character !== ' ' && lineWidth + characterWidth > width) {
        const space = line.lastIndexOf(' ');
        const word = space >= 0 ? line.slice(space + 1) : line;
        const movesWhole = space >= 0 && !CJK.test(word) && !CJK.test(character);
        lines.push(movesWhole ? line.slice(0, space + 1) : line);
        line = movesWhole ? word : '';
        lineWidth = widthOfText(line);
      }
      line += character;
      lineWidth += characterWidth;
    }
    lines.push(line);
  }
  return lines;
}
