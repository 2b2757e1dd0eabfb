import { readFileSync } from 'node:fs';

export interface ApiRouting {
  fallback: string;
  rules: { pattern: RegExp; upstream: string }[];
}

/**
 * Reads the `map "$request_method $uri" $fleetcheck_api` block of the proxy template. Its regexes use only the
 * PCRE subset that JavaScript shares, so the same routing can be evaluated here.
 */
export function readApiRouting(templatePath: string): ApiRouting {
  const text = readFileSync(templatePath, 'utf8');
  const block = /map\s+"\$request_method \$uri"\s+\$fleetcheck_api\s*\{([^}]*)\}/.exec(text)?.[1];
  if (block === undefined) throw new Error(`${templatePath}: no $fleetcheck_api map`);
  const routing: ApiRouting = { fallback: '', rules: [] };
  for (const line of block
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)) {
    const entry = /^(default|"~([^"]+)")\s+(\w+);$/.exec(line);
    if (!entry) throw new Error(`unreadable map entry: ${line}`);
    if (entry[1] === 'default') routing.fallback = entry[3]!;
    else routing.rules.push({ pattern: new RegExp(entry[2]!), upstream: entry[3]! });
  }
  return routing;
}

/** The upstream nginx picks for a request: the first matching regex in file order, else the default. */
export function routeApiRequest(routing: ApiRouting, method: string, uri: string): string {
  return routing.rules.find((rule) => rule.pattern.test(`${method} ${uri}`))?.upstream ?? routing.fallback;
}
