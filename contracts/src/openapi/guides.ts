/** Markdown of the document's overview and of the detector ingestion contract (issue 24). */

export const overview = `
FleetCheck's HTTP API: every route of the command side (writes, authentication) and of the query side (reads),
one document, generated from the Zod schemas that validate the requests and type the responses.

## Authentication
- **Manager** (\`managerToken\`): \`POST /auth/login\` answers an access token (\`Authorization: JWT <token>\` or
  \`Bearer <token>\`, 15 minutes by default) and a refresh token for \`POST /auth/manager-token\`. An admin inside a
  company (\`POST /auth/getAccessOnBehalf\`) holds a token of this kind too, limited to that company.
- **Admin** (\`adminToken\`): the same from \`POST /auth/admin-login\` and \`POST /auth/admin-token\`.
- **Detector** (\`deviceSecret\`): \`Authorization: Device <secret>\`, the secret shown once when an admin registers
  the detector (\`POST /admin/device\`) or rotates it (\`POST /admin/device/{id}/rotate-secret\`).
- **Public**: no credentials (login, registration, FAQ, price simulation, this document).

Every operation says which of these it accepts (\`security\`, and \`x-fleetcheck-access\`).

## Errors
Every error has one body: \`{"operation":"error","error":{"key":"Errors.NotFound","status":404}}\`. \`key\` is a
message key the client translates (ja, en); a refused field adds \`fields: [{"path":"email","key":"Errors.Email"}]\`.
A refused request changes nothing. Another company's record answers exactly as a missing one (404).

## Writes, revisions and read-your-writes
A write answers \`ETag: "<revision>"\` (send it back as \`If-Match\` to update only what you saw; a stale one is
412 \`Errors.Conflict\`) and \`X-FleetCheck-Position: <position>\`. Send that position with the next read as the
request header \`X-FleetCheck-Position\`: the read waits (up to 2 s) until it includes the write, and answers
\`X-FleetCheck-Fresh: true\` when it does.

## Lists
\`page\` (1 to 1,000,000) and \`limit\` (1 to 100; the FAQ lists allow 999 and 9999, and the lookup form
\`limit=1000\` answers every name at once), \`query\` (search), \`sort\` (\`field\` or \`-field\`, listed columns only).
`.trim();

export const deviceIngestion = `
How a breath-alcohol detector reports a test. Written for detector makers: nothing else is needed to integrate.

**Authentication.** Send \`Authorization: Device <secret>\`. The platform admin registers each detector by serial
number (\`POST /admin/device\`) and is shown its secret once; store it on the detector. A rotated secret
(\`POST /admin/device/{id}/rotate-secret\`) replaces the old one at once. A missing, unknown or rotated secret is
401 \`Errors.Unauthorized\`; a detector in stock (not rented to a company) is 403 \`Errors.Forbidden\`.

**Body.** \`id\`: your own id of this test, unique per detector (a UUID or the detector's sequence number), at most
128 characters. \`driver\` and \`vehicle\`: the FleetCheck ids of the driver and car (from the company's lookups);
\`time\`: when the breath was taken, ISO-8601 with offset (\`2025-02-01T08:15:00+09:00\`); \`result\` in mg/l (0 to 10,
kept to 3 decimals); \`checkType\` (\`before_driving\`, \`after_driving\`), \`method\` (\`face_to_face\`, \`remote\`), optional \`photo\`, \`location\`, \`checkedBy\`.

**Idempotency.** The test is identified by your \`id\` together with the detector: sending the same \`id\` again
records nothing new and answers **200** with the same test id (the first call answered **201**). So a detector that
is not sure its call arrived simply sends it again with the same \`id\`.

**Retries.** Retry with the same body on a network error, a timeout, 429 (wait \`Retry-After\` seconds), 500 or
503, with exponential back-off (for example 1 s, 2 s, 4 s … up to 5 minutes) and keep unsent tests on the
detector until they are answered 200 or 201. Do not retry 400 (fix the body: \`error.fields\` names each field; a driver
or car that is not the company's is \`{"path":"driver","key":"Errors.NotFound"}\`) or 401/403 (the secret or the
rental changed: ask the platform admin).

**Out of service.** A detector out of service takes no record: **409** \`Errors.DeviceOutOfService\`, with the reason in
\`error.fields\` on \`detector\`: \`Errors.DetectorCheckFailed\` (a check or calibration failed and none has passed since),
\`Errors.DetectorUsageLimitPassed\` (the test's day, in Japan, is after its usage limit date, 使用期限),
\`Errors.DetectorSensorLifeEnded\` (its sensor reached its tests or days) or \`Errors.DetectorRetired\` (the platform took it
out of service). Do not retry: keep the test on the detector and show the reason; the company's managers are notified
and return it to service by recording the maintenance (a passed check, a new usage limit date, a new sensor), after
which the kept tests may be sent again. A test measured on or before its usage limit date and sent later is recorded.

**What follows.** A result above the company's threshold raises an \`ALCOHOL_TEST_FAILED\` notification to the
managers; usage counts toward the detector's maintenance limits.
`.trim();
