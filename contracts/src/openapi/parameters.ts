/**
 * What each path and query parameter of the API means, by name: a name means the same on every route that takes it
 * (the values a route accepts are in its schema). A query schema's own `.describe()` says more for its route and wins.
 * The document's lint (deploy/test/contract/openapi-conformance.test.ts, rule parameter-description) fails on a
 * parameter named nowhere here.
 */
export const parameterDescriptions: Readonly<Record<string, string>> = {
  // Path
  id: "The id of the record the path names, as its list, lookup or creation answered it. Another company's id answers 404.",
  callId: 'The id of the live call, as starting the call answered it.',
  chargeId: "The sandbox charge's id, from the authorize URL the card payment answered.",
  companyId: 'The id of the company the photo belongs to, as in its URL.',
  date: "The inspection's day, YYYY-MM-DD (Japan).",
  file: "One of the reference page's files, as the page links them.",
  kind: "Which kind: of an import, office, car, driver or manager; of a check photo, display (the detector's display) or face.",
  queue: 'The job queue the failed job is in, as the failed-job list names it.',
  // Lists
  page: 'The page to answer, from 1.',
  limit: 'Records per page. The lookup form asks for every name at once with limit=1000 (spec section 7).',
  query: 'Search text over the listed fields; trimmed, and empty means no search.',
  sort: 'The column to sort by, `field` ascending or `-field` descending; listed columns only.',
  language: "The language of the answer's words (labels, names in files): ja (the default) or en.",
  lang: "The language of the template's header row: ja (the default) or en.",
  // Periods
  dateFrom: 'First day of the range, YYYY-MM-DD (Japan), inclusive; today by default.',
  dateTo: 'Last day of the range, YYYY-MM-DD (Japan), inclusive; today by default; not before dateFrom.',
  from: 'First day of the period, YYYY-MM-DD, inclusive; unbounded when absent.',
  to: 'Last day of the period, YYYY-MM-DD, inclusive; not before `from`; unbounded when absent.',
  month: 'The month, YYYY-MM (Japan days).',
  asOf: 'The day (or instant) whose state the answer shows; the current state and every change when absent.',
  // Filters
  office: "An office's id: only that office's records; the whole company when absent.",
  offices: "Office ids (comma-separated, or the parameter repeated): only their drivers' records.",
  drivers: "Driver ids (comma-separated, or the parameter repeated): only those drivers' records.",
  ids: 'Office ids, comma-separated.',
  car: "The car's id.",
  company: "A company's id: only what concerns that company.",
  category: "An FAQ category's id: only its articles.",
  testStatus: 'Only passed or failed tests; all by default.',
  confirmation:
    'Only records of a confirmation state; `returned` lists the records a manager returned, whatever their date, until they are corrected.',
  completeness: '`incomplete` lists the records lacking an item the law asks for, whatever their date, until completed.',
  // Files and images
  format: "The answer's format, among the listed values (JSON, a PDF, a CSV or a spreadsheet).",
  size: 'The display-size copy (the default) or the original as sent.',
  url: "The stored photo's path (/images/{companyId}/{id}), URL-encoded.",
  w: 'The width in pixels to resize to, one of the listed widths.',
  q: 'The quality of a JPEG or WebP photo, 1 to 100 (75 by default); other formats ignore it.',
};
