import { describe, expect, it } from 'vitest';
import { htmlFileFindings } from './html-checks';

// The browser walks assert that html-checks.ts finds nothing on every page; these show that it would find what
// the walks are there for, and that what its configuration turns off is only how markup is written.
const page = (body: string) =>
  `<!doctype html><html lang="ja"><head><meta charset="UTF-8" /><title>FleetCheck</title></head><body>${body}</body></html>`;

describe('HTML validation of a page (html-checks.ts)', () => {
  it('passes a valid page, as a browser serializes it (empty attribute values, React ids, inline style)', async () => {
    const valid = page(
      '<main id="main"><label for="_r_0_">Name</label><input id="_r_0_" type="text" required="">' +
        '<div style="width: 10px"></div><button type="button" disabled="">Save</button></main>',
    );
    expect(await htmlFileFindings(valid, 'valid')).toEqual([]);
  });

  it('finds a duplicate id, a button without type, a fieldset without legend, an input without label, a redundant role and a reference to no element', async () => {
    const invalid = page(
      '<main><p id="a">one</p><p id="a">two</p><button>Save</button>' +
        '<fieldset><input type="text" name="x"></fieldset><ul role="list"><li>item</li></ul>' +
        '<button type="button" aria-expanded="false" aria-controls="menu">Menu</button></main>',
    );
    const rules = (await htmlFileFindings(invalid, 'invalid')).map((finding) => finding.split(': ')[1]);
    expect(rules.sort()).toEqual([
      'input-missing-label',
      'no-dup-id',
      'no-implicit-button-type',
      'no-missing-references',
      'no-redundant-role',
      'wcag/h71',
    ]);
  });

  it('finds a page without DOCTYPE', async () => {
    const findings = await htmlFileFindings(
      '<html lang="ja"><head><title>FleetCheck</title></head><body><main></main></body></html>',
      'bare',
    );
    expect(findings).toEqual(['bare: missing-doctype: Document is missing doctype']);
  });
});
