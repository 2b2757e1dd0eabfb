import { notificationStream } from '@fleetcheck/contracts';
import type { App } from '../app';
import { handleCommand } from '../shared/command-handler';
import type { CommandContext } from '../shared/request-context';
import { notificationAggregate } from '@fleetcheck/domain/notification/decider';

export interface NotificationActor {
  companyId: string;
  userId: string;
}

export function readNotification(
  app: App,
  ctx: CommandContext,
  notificationId: string,
  actor: NotificationActor,
  expectedRevision?: bigint,
) {
  const data = { actingCompanyId: actor.companyId, userId: actor.userId, at: app.clock.now().toISOString() };
  return handleCommand(
    app.store,
    notificationStream(notificationId),
    notificationAggregate,
    { type: 'ReadNotification', data },
    ctx.metadata(),
    { expectedRevision },
  );
}

export function dismissNotification(
  app: App,
  ctx: CommandContext,
  notificationId: string,
  actor: NotificationActor,
  expectedRevision?: bigint,
) {
  const data = { actingCompanyId: actor.companyId, userId: actor.userId, at: app.clock.now().toISOString() };
  return handleCommand(
    app.store,
    notificationStream(notificationId),
    notificationAggregate,
    { type: 'DismissNotification', data },
    ctx.metadata(),
    { expectedRevision },
  );
}
