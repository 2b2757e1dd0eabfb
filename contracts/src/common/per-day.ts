/**
 * A query schema whose defaults are today's date, built once per day instead of once per request: building a zod
 * object schema, and its first parse (zod compiles a parser for each object schema), cost far more than parsing
 * with one already built. The dashboard and the test-result list asked for a new schema on every request.
 */
export function perDay<S>(build: (today: string) => S): (today: string) => S {
  let last: { today: string; schema: S } | undefined;
  return (today) => {
    if (last?.today !== today) last = { today, schema: build(today) };
    return last.schema;
  };
}
