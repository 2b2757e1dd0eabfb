import { describe, expect, it } from 'vitest';
import { historyPersonId, historyPersonNamed, type HistoryPeopleEvent } from './history-people';

const profile = {
  firstName: '花子',
  lastName: '山田',
  spellingFirstName: 'ハナコ',
  spellingLastName: 'ヤマダ',
  email: 'hanako@example.jp',
  mobile: '090-0000-0000',
  officeId: null,
  image: null,
};
const managerCreated: HistoryPeopleEvent = {
  type: 'ManagerCreated',
  data: { managerId: 'm1', companyId: 'c1', userType: 3, username: 'hanako', passwordHash: 'x', language: 'ja', profile },
};

describe('the names the subscription timeline gives people', () => {
  it('writes a manager and an admin family name first, and an auditor as invited', () => {
    expect([historyPersonId(managerCreated), historyPersonNamed(managerCreated, undefined)]).toEqual([
      'm1',
      { role: 'manager', name: '山田 花子', lastName: '山田', firstName: '花子' },
    ]);
    const admin: HistoryPeopleEvent = {
      type: 'PlatformAdminCreated',
      data: {
        adminId: 'a1',
        username: 'admin',
        passwordHash: 'x',
        firstName: 'Admin',
        lastName: 'FleetCheck',
        email: 'a@x.jp',
        language: 'en',
      },
    };
    expect([historyPersonId(admin), historyPersonNamed(admin, undefined)]).toEqual([
      'a1',
      { role: 'admin', name: 'FleetCheck Admin', lastName: 'FleetCheck', firstName: 'Admin' },
    ]);
    const auditor: HistoryPeopleEvent = {
      type: 'AuditorInvited',
      data: {
        auditorId: 'u1',
        email: 'audit@example.jp',
        name: '監査 太郎',
        language: 'ja',
        scope: { kind: 'all' },
        accessEndsAt: '2026-12-31T14:59:59.999Z',
        invitedBy: 'a1',
        invitationTokenHash: 'h',
        invitationExpiresAt: '2026-12-01T00:00:00.000Z',
      },
    } as HistoryPeopleEvent;
    expect(historyPersonNamed(auditor, undefined)).toEqual({ role: 'auditor', name: '監査 太郎', lastName: null, firstName: null });
  });

  it("keeps a manager's other name part when one part changes, and names nobody anew when neither does", () => {
    const known = { role: 'manager' as const, name: '山田 花子', lastName: '山田', firstName: '花子' };
    const renamed: HistoryPeopleEvent = {
      type: 'ManagerUpdated',
      data: { managerId: 'm1', companyId: 'c1', changes: { lastName: '鈴木' } },
    };
    expect(historyPersonNamed(renamed, known)).toEqual({ role: 'manager', name: '鈴木 花子', lastName: '鈴木', firstName: '花子' });
    const moved: HistoryPeopleEvent = {
      type: 'ManagerUpdated',
      data: { managerId: 'm1', companyId: 'c1', changes: { email: 'new@example.jp' } },
    };
    expect(historyPersonNamed(moved, known)).toBeUndefined();
  });
});
