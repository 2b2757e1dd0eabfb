import { testResultDetailSchema } from '@fleetcheck/contracts';
import { errorAnswer, lookupPage } from './listPage';
import { checkRecord } from './fakeTestResultServer';

/**
 * The record t1 of ./fakeTestResultServer entered by hand face to face (driver d1, since removed from the
 * company's list): no detector, no remote method, nothing wrong seen.
 */
export const faceToFaceRecord = testResultDetailSchema.parse({
  ...checkRecord,
  method: 'face_to_face',
  remoteMethod: undefined,
  instructions: undefined,
  coordinates: undefined,
  visualCheck: { faceColour: 'normal', breathSmell: 'normal', voice: 'normal', remark: null },
});

/**
 * The lookups the correction panel reads (drivers, managers, cars, own and rented detectors, limit 1000: id and
 * label only) and POST /test-result/t1/correction; records the bodies. Held to the real server's answers by
 * deploy/test/contract/frontend-record-fakes.test.ts.
 */
export function correctionServer() {
  const posted: unknown[] = [];
  const fetchFn = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (init?.method === 'POST' && url.pathname === '/api/v1/test-result/t1/correction') {
      posted.push(JSON.parse(String(init.body)));
      return Response.json({ operation: 'success', data: { id: 't1', revision: 1 }, position: '12' });
    }
    if (init?.method === 'POST') return errorAnswer('Errors.NotFound', 404);
    switch (url.pathname) {
      case '/api/v1/driver':
        return Response.json(lookupPage([{ id: 'd2', lastName: '青木', firstName: '次郎' }]));
      case '/api/v1/manager':
        return Response.json(lookupPage([{ id: 'm1', lastName: '佐藤', firstName: '花子' }]));
      case '/api/v1/car':
        return Response.json(
          lookupPage([
            { id: 'c1', number: '品川 300 あ 12-34', model: 'Hiace' },
            { id: 'c2', number: '品川 500 さ 56-78', model: 'Prius' },
          ]),
        );
      case '/api/v1/device':
        return Response.json(lookupPage([{ id: 'own1', serialNo: 'OWN-001', outOfService: null }]));
      case '/api/v1/device/rented':
        return Response.json({ operation: 'success', data: [] });
      default:
        return errorAnswer('Errors.NotFound', 404);
    }
  }) as typeof fetch;
  return { posted, fetchFn };
}
