import type { EventStore } from '@fleetcheck/platform';
import { createApp, type App } from '../../src/app';
import { createVerifiedCompany } from '../../src/company/commands';
import { createManager } from '../../src/manager/commands';
import { createOffice } from '../../src/office/commands';
import { systemContext, type CommandContext } from '../../src/shared/request-context';
import {
  companyBody,
  login,
  officeBody,
  startHarness as startCommandApiHarness,
  type Harness as CommandApiHarness,
} from '../support/api-harness';

/**
 * The car, device, device-registry and FAQ API tests, on the shared harness (fresh database, real
 * PostgreSQL event store, real HTTP, demo seed): the seeded admin, the demo company as company A, and a
 * company B with its own manager; each company has an office. `app`/`ctx` drive commands directly where a
 * test needs a state no endpoint of ours creates (a driver holding a car).
 */
export interface Harness {
  store: EventStore;
  /** The app's clock, moved by hand. */
  clock: CommandApiHarness['clock'];
  app: App;
  ctx: CommandContext;
  tokens: { admin: string; managerA: string; managerB: string };
  companyA: string;
  companyB: string;
  officeA: string;
  officeB: string;
  call(
    method: string,
    path: string,
    options?: { token?: string; body?: unknown; ifMatch?: string; headers?: Record<string, string> },
  ): Promise<ApiResponse>;
  /** Global head position: unchanged means nothing was appended. */
  head(): Promise<bigint>;
  close(): Promise<void>;
}

export interface ApiResponse {
  status: number;
  etag: string | null;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON
}

const MANAGER_B_PASSWORD = 'manager-b-pass-1';

export async function startHarness(): Promise<Harness> {
  const base: CommandApiHarness = await startCommandApiHarness();
  const app = createApp(base.deps);
  const ctx = systemContext(app.ids, app.clock);
  const demo = (role: 'admin' | 'manager') => base.seed.logins.find((l) => l.role === role)!;

  const companyA = base.seed.companyId!;
  const companyB = await createVerifiedCompany(app, ctx, companyBody('assets-b@example.com', 'B社'));
  const managerB = await createManager(app, ctx, {
    companyId: companyB,
    userType: 2,
    password: MANAGER_B_PASSWORD,
    profile: {
      firstName: '太郎',
      lastName: '山田',
      spellingFirstName: 'タロウ',
      spellingLastName: 'ヤマダ',
      email: 'manager@assets-b.example',
      mobile: '09012345678',
      officeId: null,
      image: null,
    },
  });
  const tokens = {
    admin: (await login(base, demo('admin').username, demo('admin').password, true)).token,
    managerA: (await login(base, demo('manager').username, demo('manager').password)).token,
    managerB: (await login(base, managerB.credentials.username, MANAGER_B_PASSWORD)).token,
  };

  return {
    store: base.store,
    clock: base.clock,
    app,
    ctx,
    tokens,
    companyA,
    companyB,
    officeA: (await createOffice(app, ctx, companyA, officeBody('A本社'))).officeId,
    officeB: (await createOffice(app, ctx, companyB, officeBody('B本社'))).officeId,
    async call(method, path, options = {}) {
      const headers: Record<string, string> = {
        ...options.headers,
        ...(options.ifMatch === undefined ? {} : { 'if-match': options.ifMatch }),
      };
      const response = await base.call(method, path, { token: options.token, body: options.body, headers });
      return { status: response.status, etag: response.headers.get('etag'), body: response.body };
    },
    head: () => base.store.headPosition(),
    close: () => base.close(),
  };
}
