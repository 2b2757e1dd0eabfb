import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { writeTablePdf } from '../../src/index';
import { pdfToText } from '../../src/testing';

/** Page objects in what the reader has received so far ('/Type /Pages' is the page tree, not a page). */
const pagesIn = (bytes: Buffer) => bytes.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;

describe('the record book PDF streams', () => {
  it('writes the pages of a batch out before it asks for the next batch, and numbers pages with the total on the last', async () => {
    const sink = new PassThrough();
    const received: Buffer[] = [];
    sink.on('data', (chunk: Buffer) => received.push(chunk));
    // What the reader had received when each batch was asked for: three batches of 150 rows (about 4 pages each).
    const pagesWhenAsked: number[] = [];
    async function* batches() {
      for (let batch = 0; batch < 3; batch++) {
        pagesWhenAsked.push(pagesIn(Buffer.concat(received)));
        yield Array.from({ length: 150 }, (_, i) => ({ n: batch * 150 + i + 1 }));
      }
    }
    await writeTablePdf(
      {
        title: 'Record book',
        header: 'Alpha / Osaka / 2025-01',
        columns: [
          { label: 'No.', width: 1, value: (row: { n: number }) => `row ${row.n}` },
          { label: 'Note', width: 3, value: (row: { n: number }) => (row.n % 2 ? 'one line' : 'two\nlines') },
        ],
        batches: batches(),
        footerLines: (count) => [`${count} rows`],
        pageLabel: (page, total) => (total === undefined ? `Page ${page}` : `Page ${page} / ${total} (last page)`),
        // No such font: pdfkit's own Helvetica, enough for ASCII rows.
        fontPath: '/nonexistent.ttf',
      },
      sink,
    );
    const pdf = Buffer.concat(received);
    const total = pagesIn(pdf);
    // Nothing before the first batch; whole pages had left before the second and third were read.
    expect(pagesWhenAsked[0]).toBe(0);
    expect(pagesWhenAsked[1]).toBeGreaterThan(0);
    expect(pagesWhenAsked[2]).toBeGreaterThan(pagesWhenAsked[1]!);
    expect(total).toBeGreaterThan(pagesWhenAsked[2]!);

    const text = pdfToText(pdf);
    expect(text).toContain('row 450 two');
    expect(text).toContain('450 rows');
    expect(text).toContain('Page 1');
    expect(text).toContain(`Page ${total} / ${total} (last page)`);
    expect(text.filter((line) => line.startsWith('No. Note'))).toHaveLength(total);
  });
});
