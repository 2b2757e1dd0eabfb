import { testResultDetailSchema, type TestResultDetail } from '@fleetcheck/contracts';

/** A check record (t1) as the dashboard's card and the detail read carry it. */
export const checkRecord = {
  _id: 't1',
  firstName: '太郎',
  lastName: '山田',
  time: '8:30',
  date: '2026-11-20',
  result: 0,
  status: 1,
  failed: false,
  device: null,
  carNumber: '品川 300 あ 12-34',
  carModel: 'Hiace',
  driverLicense: null,
  licenseType: null,
  expirationDate: null,
  DOB: null,
  office: '本社',
  driver: 'd1',
  vehicle: 'c1',
  tel: null,
  email: null,
  location: null,
  mapImage: null,
  testedAt: '2026-11-19T23:30:00.000Z',
  checkType: 'before_driving',
  method: 'remote',
  remoteMethod: 'phone',
  checkedBy: null,
  source: 'manual',
  instructions: '休憩を取ってから運転',
  notes: null,
  visualCheck: { faceColour: 'normal', breathSmell: 'not_normal', voice: 'normal', remark: '酒臭あり' },
  checker: null,
  noDetectorReason: '電池切れ',
  coordinates: { latitude: 35.68, longitude: 139.76 },
};

/** The detail and confirmation endpoints as the servers answer them: a return needs a comment. */
export function testResultServer(overrides: Partial<Record<keyof typeof checkRecord, unknown>> = {}) {
  let record: TestResultDetail = testResultDetailSchema.parse({
    ...checkRecord,
    ...overrides,
    detectorFlags: ['check_overdue'],
    // Sealed into the company's hash chain, as every record the server answers is.
    ledgerSeq: 7,
    ledgerHash: 'cd'.repeat(32),
    corrections: [
      {
        correctedAt: '2026-11-20T00:00:00.000Z',
        correctedBy: { managerId: 'm1', name: '鈴木 一郎' },
        actor: { userId: 'm1', role: 'manager', onBehalfOfAdmin: null },
        reason: '指示事項の記入漏れ',
        changes: [{ field: 'instructions', before: null, after: '休憩を取ってから運転' }],
      },
    ],
  });
  const posted: unknown[] = [];
  // The record's stream revision: it was entered (0) and corrected once; each accepted write moves it on.
  let revision = record.corrections.length;
  const fetchFn = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    if (init?.method === 'POST' && url.endsWith('/test-result/t1/confirmation')) {
      const body = JSON.parse(String(init.body)) as { decision: 'confirmed' | 'returned'; comment: string | null };
      posted.push(body);
      if (body.decision === 'returned' && !body.comment) {
        return Response.json(
          { operation: 'error', error: { key: 'Errors.Invalid', status: 400, fields: [{ path: 'comment', key: 'Errors.Required' }] } },
          { status: 400 },
        );
      }
      record = {
        ...record,
        confirmationStatus: body.decision,
        confirmation: {
          decision: body.decision,
          comment: body.comment,
          manager: { managerId: 'm1', name: '鈴木 一郎' },
          decidedAt: '2026-11-20T01:00:00.000Z',
        },
      };
      revision += 1;
      return Response.json({ operation: 'success', data: { id: 't1', revision }, position: '9' });
    }
    if (init?.method === 'POST' && url.endsWith('/test-result/t1/correction')) {
      const body = JSON.parse(String(init.body)) as { instructions?: string; reason: string };
      posted.push(body);
      record = {
        ...record,
        instructions: body.instructions ?? record.instructions,
        confirmationStatus: 'awaiting',
        corrections: [
          ...record.corrections,
          {
            correctedAt: '2026-11-20T02:00:00.000Z',
            correctedBy: { managerId: 'm1', name: '鈴木 一郎' },
            actor: { userId: 'm1', role: 'manager', onBehalfOfAdmin: null },
            reason: body.reason,
            changes: [{ field: 'instructions', before: '休憩を取ってから運転', after: body.instructions }],
          },
        ],
      };
      revision += 1;
      return Response.json({ operation: 'success', data: { id: 't1', revision }, position: '11' });
    }
    if (url.endsWith('/test-result/t1')) return Response.json(record);
    return Response.json({ operation: 'error', error: { key: 'Errors.NotFound', status: 404 } }, { status: 404 });
  }) as typeof fetch;
  return { fetchFn, posted };
}
