const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The server of a company whose plan is full: lists are empty, adding a detector is refused as the API does. */
export const fullPlanServer: typeof fetch = async (input, init) => {
  const url = new URL(String(input), 'http://localhost');
  if ((init?.method ?? 'GET') === 'POST' && url.pathname === '/api/v1/device')
    return json(422, {
      operation: 'error',
      error: { key: 'Errors.DeviceLimitReached', status: 422, fields: [{ path: 'serialNo', key: 'Errors.DeviceLimitReached' }] },
    });
  return json(200, { operation: 'success', data: null, docs: [], totalDocs: 0 });
};
