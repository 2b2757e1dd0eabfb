import { execFileSync } from 'node:child_process';

/**
 * What poppler's `pdftotext` reads from a PDF, in reading order with the layout kept (columns on one line):
 * the text a customer's PDF viewer would copy. Whitespace runs are collapsed to one space per line.
 */
export function pdfToText(pdf: Buffer): string[] {
  const text = execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], { input: pdf }).toString('utf8');
  return text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}
