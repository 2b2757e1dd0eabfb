/** Answers the two notification commands as command-api does (the stream's revision and the log position); `failing` ids get a 500. */
export function notificationServer(failing: ReadonlySet<string> = new Set()) {
  const calls: string[] = [];
  const written = new Map<string, Set<string>>();
  const fetchFn = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push(`${init?.method ?? 'GET'} ${url.pathname}`);
    const id = url.pathname.split('/')[4] ?? '';
    if (failing.has(id))
      return new Response(JSON.stringify({ operation: 'error', error: { key: 'Errors.Internal', status: 500 } }), { status: 500 });
    // Each alert's stream: raised (revision 0), then read and dismissed once each; marking it again writes nothing.
    const done = written.get(id) ?? new Set<string>();
    const action = url.pathname.split('/')[5] ?? '';
    const changed = !done.has(action);
    done.add(action);
    written.set(id, done);
    const answer = { operation: 'success', data: { id, revision: done.size }, ...(changed ? { position: String(calls.length) } : {}) };
    return new Response(JSON.stringify(answer), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  }) as typeof fetch;
  return { calls, fetchFn };
}
