import type { NotificationEvent } from '@fleetcheck/contracts';
import { describe, it } from 'vitest';
import { spec } from '../../test/support/decider-spec';
import { notificationDecider } from './decider';

const at = '2026-04-01T00:00:00.000Z';
const raised: NotificationEvent = {
  type: 'NotificationRaised',
  data: {
    notificationId: 'n1',
    companyId: 'c1',
    type: 'ALCOHOL_TEST_FAILED',
    level: 'alert',
    driver: null,
    car: null,
    device: null,
    testResult: 0.25,
    testResultId: 't1',
    missingCheck: null,
    raisedAt: at,
  },
};
const readByU1: NotificationEvent = { type: 'NotificationRead', data: { notificationId: 'n1', companyId: 'c1', userId: 'u1', readAt: at } };
const dismissed: NotificationEvent = {
  type: 'NotificationDismissed',
  data: { notificationId: 'n1', companyId: 'c1', userId: 'u1', dismissedAt: at },
};
const read = (userId: string, actingCompanyId = 'c1') => ({ type: 'ReadNotification' as const, data: { actingCompanyId, userId, at } });
const dismiss = (actingCompanyId = 'c1') => ({ type: 'DismissNotification' as const, data: { actingCompanyId, userId: 'u1', at } });
const notification = spec(notificationDecider);

const { raisedAt: _raisedAt, ...draft } = raised.data as Extract<NotificationEvent, { type: 'NotificationRaised' }>['data'];
const raise = { type: 'RaiseNotification' as const, data: { draft, at } };

describe('Notification decider', () => {
  it('RaiseNotification raises it, stamped with the time given', () => notification.given([]).when(raise).then([raised]));
  it('RaiseNotification again (a redelivered job) appends nothing', () => notification.given([raised, dismissed]).when(raise).then([]));
  it('ReadNotification records who read it', () => notification.given([raised]).when(read('u1')).then([readByU1]));
  it('ReadNotification by the same user again appends nothing', () => notification.given([raised, readByU1]).when(read('u1')).then([]));
  it('ReadNotification by another manager of the company is their own read', () =>
    notification
      .given([raised, readByU1])
      .when(read('u2'))
      .then([{ type: 'NotificationRead', data: { notificationId: 'n1', companyId: 'c1', userId: 'u2', readAt: at } }]));
  it('ReadNotification refuses another company', () => notification.given([raised]).when(read('u1', 'c2')).thenError('Errors.NotFound'));
  it('ReadNotification refuses a notification never raised', () => notification.given([]).when(read('u1')).thenError('Errors.NotFound'));
  it('DismissNotification dismisses', () => notification.given([raised]).when(dismiss()).then([dismissed]));
  it('DismissNotification again appends nothing', () => notification.given([raised, dismissed]).when(dismiss()).then([]));
  it('DismissNotification refuses another company', () => notification.given([raised]).when(dismiss('c2')).thenError('Errors.NotFound'));
  it('DismissNotification refuses a notification never raised', () => notification.given([]).when(dismiss()).thenError('Errors.NotFound'));
  it('a replayed NotificationRaised changes nothing', () => notification.given([raised, readByU1, raised]).when(read('u1')).then([]));
});
