import type { Language } from '@fleetcheck/contracts';
import type { App } from '../app';
import { hashPassword } from '../auth/password-hash';
import { handleCommand } from '../shared/command-handler';
import { DomainError, streams } from '@fleetcheck/domain';
import { reserveUnique } from '../shared/reservations';
import type { CommandContext } from '../shared/request-context';
import { adminAggregate } from '@fleetcheck/domain/admin/decider';

export interface CreatePlatformAdminInput {
  username: string;
  password: string;
  firstName: string;
  lastName: string;
  email: string;
  language?: Language;
}

/** Platform staff are created by the runner or an operator, never through the public API. */
export async function createPlatformAdmin(app: App, ctx: CommandContext, input: CreatePlatformAdminInput) {
  const adminId = app.ids.generate();
  const reserved = await reserveUnique(app.store, 'username', input.username, { ownerKind: 'admin', ownerId: adminId }, ctx.metadata());
  if (!reserved) throw new DomainError('Errors.UsernameTaken', [{ path: 'username', key: 'Errors.UsernameTaken' }]);
  const { password, ...rest } = input;
  await handleCommand(
    app.store,
    streams.admin(adminId),
    adminAggregate,
    {
      type: 'CreatePlatformAdmin',
      data: {
        ...rest,
        adminId,
        username: rest.username.trim().toLowerCase(),
        language: input.language ?? 'ja',
        passwordHash: await hashPassword(password),
      },
    },
    ctx.metadata(),
  );
  return adminId;
}

export function changeAdminLanguage(app: App, ctx: CommandContext, adminId: string, language: Language) {
  return handleCommand(
    app.store,
    streams.admin(adminId),
    adminAggregate,
    { type: 'ChangeAdminLanguage', data: { language } },
    ctx.metadata(),
  );
}
