/** Answers the two notification commands as command-api does (the stream's revision and the log position); `failing` ids get a 500. */
export function notificationServer(failing: ReadonlySet<string> = new Set()) {
  const calls: string[] = [];
  const fetchFn = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push(`${init?.method ?? 'GET'} ${url.pathname}`);
    const id = url.pathname.split('/')[4] ?? '';
    if (failing.has(id))
      return new Response(JSON.stringify({ operation: 'error', error: { key: 'Errors.Internal', status: 500 } }), { status: 500 });
    return new Response(JSON.stringify({ operation: 'success', data: { id, revision: 1 }, position: '1' }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  }) as typeof fetch;
  return { calls, fetchFn };
}
