import { createHash } from 'node:crypto';
import type pg from 'pg';
import type { NormalisedQuery } from '../query-model';

/**
 * Read-store statements go to PostgreSQL as named prepared statements: node-postgres parses a named statement
 * once per connection and then only binds and executes it, so PostgreSQL neither parses nor (once it keeps a
 * generic plan, after five runs) plans a shape again. The name is a hash of the text, so the same text has the
 * same name on every connection and in every store instance, and two texts never share a name.
 *
 * This only pays, and only stays bounded, when the text does not vary with values: every value is a bind parameter
 * (but a first page's LIMIT, see pageSql), and the texts come from the code's query shapes (field paths, sorts, which
 * conditions), never from a count of values (an IN list is one array parameter). As a guard against a shape built
 * from something unbounded all the same, past MAX_PREPARED_SHAPES distinct texts new ones run unnamed, as before.
 */
export const MAX_PREPARED_SHAPES = 2000;

const PREFIX = 'fc_rs_';
const names = new Map<string, string>();

/** The name a statement text is prepared under, or undefined when it is to run unnamed (past the bound). */
export function statementName(text: string): string | undefined {
  let name = names.get(text);
  if (name === undefined && names.size < MAX_PREPARED_SHAPES) {
    name = PREFIX + createHash('sha256').update(text).digest('base64url').slice(0, 32);
    names.set(text, name);
  }
  return name;
}

/** The query config that runs `text` as a prepared statement (unnamed past the bound, or when not `prepare`). */
export function preparedQuery(text: string, values: unknown[] = [], prepare = true): pg.QueryConfig {
  const name = prepare ? statementName(text) : undefined;
  return name === undefined ? { text, values } : { name, text, values };
}

/**
 * Whether a statement's best plan depends on its values so much that it must be planned for them each time (run
 * unnamed) rather than risk the generic plan PostgreSQL keeps for a prepared statement after five runs, which is
 * planned for average values. Measured with EXPLAIN on 250,000 test results (bench/results/prepared-statements.md):
 * - a text search: whether the trigram indexes can serve it depends on the text (none of 1-2 characters); the
 *   generic plan scanned every trigram index for a 2-character search on drivers (9 ms, 0.4 ms planned for it),
 *   or filtered the company's rows instead of using them for a longer one on test results (9.5 ms, 5.5 ms);
 * - a count (or a delete) over conditions on several fields: it has to pick the most selective index, which the
 *   generic plan guesses from averages; a count of one company's awaiting results walked the (company, date)
 *   index, 4.5-5 ms instead of 2.2-2.3 ms on the (company, confirmation status) one.
 * Pages (LIMIT in the ORDER BY's index order), one-field counts and a range of one index (a company's daily figures)
 * kept the same index under the generic plan, which then costs no planning at all.
 */
export function needsCustomPlan(query: NormalisedQuery, scansAllMatches: boolean): boolean {
  if (query.text) return true;
  return scansAllMatches && new Set(query.conditions.map((condition) => condition.path)).size > 1;
}
