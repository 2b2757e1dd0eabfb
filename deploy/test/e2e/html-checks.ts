import type { Page } from 'playwright-core';
import { HtmlValidate, type ConfigData, type Message } from 'html-validate';

/*
 * HTML validity of a page as the browser holds it, and of the HTML files the server sends, with html-validate's
 * recommended rules (the checks an outside validator runs on each page's markup: the W3C checker, html-validate).
 * The walks that visit every route (accessibility-*.e2e-browser.test.ts, through routeFindings in axe-checks.ts)
 * and the driver app's journey validate on the visits they already make: a validation takes milliseconds, a visit
 * seconds. What is off or changed below is so for a reason given beside it; everything else of the preset is on,
 * and a finding is to be fixed in the markup (frontend/src), not here.
 */
const config: ConfigData = {
  extends: ['html-validate:recommended'],
  rules: {
    // How markup is written, not whether it is valid, and decided here by others. A page's markup is the browser's
    // serialization of its DOM (outerHTML), not a file anyone writes: the serializer writes every boolean and empty
    // attribute as `disabled=""` and keeps the text nodes' whitespace as React left it. The served files are
    // index.html and driver-app.html as Prettier formats them (`<!doctype html>`, `<meta ... />`: HTML takes either
    // case and either form of a void element) with the tags Vite adds (`crossorigin` without a value).
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    'no-trailing-whitespace': 'off',
    'doctype-style': 'off',
    'void-style': 'off',
    // On beyond the preset, from html-validate's rules for whole documents (a page is one). A page without a
    // DOCTYPE renders in quirks mode: the served files must have one (the DOM is validated with the DOCTYPE the
    // document has, so a missing one shows here too). Every input has a label, and every id that for, aria-controls,
    // aria-labelledby or aria-describedby names is there (the W3C checker refuses a reference to no element).
    'missing-doctype': 'error',
    'input-missing-label': 'error',
    'no-missing-references': 'error',
    // HTML asks of an id only that it be unique, non-empty and without whitespace, which the relaxed form still
    // checks (and no-dup-id the uniqueness). The strict form adds HTML 4's "begins with a letter", which React's
    // useId ids (`_r_1_`, React 19.2 on) cannot meet: they are valid HTML and unique by construction.
    'valid-id': ['error', { relaxed: true }],
    // The style attribute is valid HTML; the rule is a preference for stylesheets. The charts (recharts) size and
    // place their SVG by inline style at run time, and the side panels set their computed stacking order and the
    // location map its marker's position the same way.
    'no-inline-style': 'off',
    // The FAQ editor (Tiptap, frontend/src/features/admin-faq/components/RichTextEditor.tsx) is a contenteditable
    // region holding rich text (headings, lists, links), which a <textarea> cannot: role="textbox" with
    // aria-multiline is what ARIA prescribes for it. Every other role still must prefer its native element.
    'prefer-native-element': ['error', { exclude: ['textbox'] }],
    // The rule keeps a phone number written as a tel: link's text from wrapping. The driver app's tel: links are
    // buttons labelled in words ("Call the office", frontend/src/driver), the number only in their href: words
    // must wrap. Any other tel: link still must not.
    'tel-non-breaking': ['error', { ignoreClasses: ['driver-button'] }],
  },
};

const validator = new HtmlValidate(config);

/** One line per finding: where, the rule, its message and the element's selector. */
const lines = (messages: readonly Message[], where: string): string[] =>
  messages.map((message) => `${where}: ${message.ruleId}: ${message.message}${message.selector ? ` at ${message.selector}` : ''}`);

/** The findings of html-validate in `html`, a document as a file or a server holds it, named `where` in them. */
export async function htmlFileFindings(html: string, where: string): Promise<string[]> {
  const report = await validator.validateString(html, where);
  return lines(
    report.results.flatMap((result) => result.messages),
    where,
  );
}

/**
 * The findings of html-validate in the page as it is now: its DOCTYPE and `document.documentElement.outerHTML`
 * (the DOM the scripts built, not the index.html the server sent).
 */
export async function htmlFindings(page: Page, where: string): Promise<string[]> {
  const html = await page.evaluate<string>(
    "(document.doctype ? new XMLSerializer().serializeToString(document.doctype) : '') + document.documentElement.outerHTML",
  );
  return htmlFileFindings(html, where);
}
