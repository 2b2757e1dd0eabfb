import { importFieldPath, type Credentials, type ImportKind, type ImportRowError } from '@fleetcheck/contracts';
import { DomainError, streams } from '@fleetcheck/domain';
import { carAggregate } from '@fleetcheck/domain/car/decider';
import { carStream } from '@fleetcheck/domain/car/stream';
import { driverAggregate, type DriverState } from '@fleetcheck/domain/driver/decider';
import { managerAggregate } from '@fleetcheck/domain/manager/decider';
import { officeAggregate } from '@fleetcheck/domain/office/decider';
import type { App } from '../app';
import { hashGeneratedPassword, hashPassword } from '../auth/password-hash';
import { claimCarNumber, releaseCarNumber } from '../car/number-claims';
import { reminderMarginOf } from '../office/commands';
import { handleCommand, type LoadedStream } from '../shared/command-handler';
import { generatePassword, reserveGeneratedUsername } from '../shared/credentials';
import { releaseUnique, reserveUnique } from '../shared/reservations';
import type { CommandContext } from '../shared/request-context';
import type { CheckedRow, ImportedValues } from './check-rows';
import { settleAll } from './settle-all';

/** A driver to invite by mail once the import stands, with their stream as the import wrote it. */
interface Invite {
  name: string;
  email: string;
  loaded: LoadedStream<DriverState>;
}

/**
 * One row's writes, in the two phases of an import (see applyImport): `claim` takes the row's unique values
 * (false: another holds one, answered as `taken`), `register` appends the record itself, `unregister` and
 * `release` undo them.
 */
interface RowWrites {
  id: string;
  claim(): Promise<{ column: string; key: ImportRowError['key'] } | undefined>;
  register(): Promise<{ position: bigint | undefined; credentials?: Credentials; invite?: Invite }>;
  unregister(): Promise<void>;
  release(): Promise<void>;
}

const displayName = (p: { lastName: string; firstName: string }) => `${p.lastName} ${p.firstName}`;

/**
 * A record's stream named by an id generated for this row has no events yet: its command decides on the empty state
 * without reading the stream first (one round trip less per row); should the stream exist after all, the append at
 * 'no_stream' is refused and the handler reads it and decides again.
 */
const fresh = <S>(aggregate: { decider: { initialState(): S } }) => ({
  loaded: { state: aggregate.decider.initialState(), revision: undefined },
});

/** What each kind's row writes: the same commands and claims as one POST of the kind (office/car/driver/manager commands.ts). */
function rowWrites<K extends ImportKind>(
  app: App,
  ctx: CommandContext,
  companyId: string,
  kind: K,
  values: ImportedValues[K],
  invitedPasswordHash: () => Promise<string>,
): RowWrites {
  const id = app.ids.generate();
  const meta = () => ctx.metadata();
  const nothing = async () => undefined;
  switch (kind) {
    case 'office': {
      const details = values as ImportedValues['office'];
      return {
        id,
        claim: nothing,
        register: async () =>
          handleCommand(
            app.store,
            streams.office(id),
            officeAggregate,
            { type: 'CreateOffice', data: { officeId: id, companyId, details, reminderMarginMinutes: reminderMarginOf(app) } },
            meta(),
            fresh(officeAggregate),
          ),
        // Nothing can name an office no import has answered yet: no referrers.
        unregister: async () => {
          await handleCommand(
            app.store,
            streams.office(id),
            officeAggregate,
            { type: 'DeleteOffice', data: { actingCompanyId: companyId, referrers: 0 } },
            meta(),
          );
        },
        release: nothing,
      };
    }
    case 'car': {
      const details = values as ImportedValues['car'];
      const claim = { companyId, number: details.number, carId: id };
      return {
        id,
        claim: async () =>
          (await claimCarNumber(app.store, claim, meta(), { likelyNew: true }))
            ? undefined
            : { column: 'number', key: 'Errors.CarNumberTaken' },
        register: async () =>
          handleCommand(
            app.store,
            carStream(id),
            carAggregate,
            { type: 'RegisterCar', data: { carId: id, companyId, details } },
            meta(),
            fresh(carAggregate),
          ),
        unregister: async () => {
          await handleCommand(
            app.store,
            carStream(id),
            carAggregate,
            { type: 'DeleteCar', data: { actingCompanyId: companyId, drivers: 0 } },
            meta(),
          );
        },
        release: () => releaseCarNumber(app.store, claim, meta()),
      };
    }
    case 'driver': {
      const profile = values as ImportedValues['driver'];
      let username = '';
      return {
        id,
        claim: async () => {
          username = await reserveGeneratedUsername(app.store, 'driver', id, meta());
          return undefined;
        },
        register: async () => {
          // A driver with an e-mail is invited to the driver app (they choose their password); the others get one on the sheet.
          const password = profile.email ? undefined : generatePassword();
          const passwordHash = password ? await hashGeneratedPassword(password) : await invitedPasswordHash();
          const written = await handleCommand(
            app.store,
            streams.driver(id),
            driverAggregate,
            { type: 'CreateDriver', data: { driverId: id, companyId, username, passwordHash, profile } },
            meta(),
            fresh(driverAggregate),
          );
          const name = displayName(profile);
          return password
            ? { position: written.position, credentials: { name, username, password } }
            : {
                position: written.position,
                invite: { name, email: profile.email, loaded: { state: written.state, revision: written.revision } },
              };
        },
        unregister: async () => {
          await handleCommand(
            app.store,
            streams.driver(id),
            driverAggregate,
            { type: 'DeleteDriver', data: { actingCompanyId: companyId } },
            meta(),
          );
        },
        release: async () => {
          if (username) await releaseUnique(app.store, 'username', username, { ownerKind: 'driver', ownerId: id }, meta());
        },
      };
    }
    case 'manager': {
      const profile = values as ImportedValues['manager'];
      const owner = { ownerKind: 'manager' as const, ownerId: id };
      let username = '';
      let emailHeld = false;
      return {
        id,
        claim: async () => {
          emailHeld = await reserveUnique(app.store, 'manager-email', profile.email, owner, meta());
          if (!emailHeld) return { column: 'email', key: 'Errors.EmailTaken' };
          username = await reserveGeneratedUsername(app.store, 'manager', id, meta());
          return undefined;
        },
        register: async () => {
          const password = generatePassword();
          const written = await handleCommand(
            app.store,
            streams.manager(id),
            managerAggregate,
            {
              type: 'CreateManager',
              data: {
                managerId: id,
                companyId,
                userType: 3,
                username,
                passwordHash: await hashGeneratedPassword(password),
                language: 'ja',
                profile,
              },
            },
            meta(),
            fresh(managerAggregate),
          );
          return { position: written.position, credentials: { name: displayName(profile), username, password } };
        },
        unregister: async () => {
          await handleCommand(
            app.store,
            streams.manager(id),
            managerAggregate,
            { type: 'DeleteManager', data: { actingCompanyId: companyId, actingManagerId: null } },
            meta(),
          );
        },
        release: async () => {
          if (emailHeld) await releaseUnique(app.store, 'manager-email', profile.email, owner, meta());
          if (username) await releaseUnique(app.store, 'username', username, owner, meta());
        },
      };
    }
    default:
      throw new Error(`unknown import kind ${String(kind)}`);
  }
}

/** How many rows are written at once: the event store's pool and the scrypt thread pool stay busy, not flooded. */
const CONCURRENCY = 8;

export interface AppliedImport {
  ids: string[];
  credentials: Credentials[];
  invite: ({ id: string } & Invite)[];
  position: bigint | undefined;
}

/** A row that failed while applying, as the dry run would have named it (a DomainError's field, or the row as a whole). */
function rowError(row: number, error: unknown, fallbackColumn: string): ImportRowError {
  if (error instanceof DomainError) {
    const field = error.fields?.[0];
    return { row, column: field?.path ?? fallbackColumn, key: (field?.key ?? error.key) as ImportRowError['key'] };
  }
  return { row, column: fallbackColumn, key: 'Errors.Internal' };
}

/**
 * Writes checked rows all or none. An import spans many streams, which no single append can cover, so it
 * goes in two phases, each undone on failure (a compensation, as one POST gives its claim back when its
 * registration fails):
 *
 * 1. Claims: every row's unique values (car numbers, manager e-mails, generated usernames) are claimed first,
 *    through the same claim streams one POST uses. A row whose value was taken since the dry run (a race)
 *    fails the import here: every claim made is released and nothing was registered.
 * 2. Registrations: every row's record is appended through its decider. If one fails (a race on a stream, the
 *    store going away), every record registered is deleted again through its decider (CarDeleted and the
 *    like: the read models drop it; the events stay, as event sourcing keeps history) and every claim released.
 *
 * So once this answers, either every row is registered or none is listed anywhere, and no value stays claimed.
 * A process that dies in the middle of phase 2 leaves the rows registered so far (each one whole, as one POST
 * would) and claims whose holders never registered, which the next claimant takes over after CLAIM_GRACE_MS
 * (shared/unique-claims.ts): nothing stays blocked, and the manager sees which rows arrived in the lists.
 */
export async function applyImport<K extends ImportKind>(
  app: App,
  ctx: CommandContext,
  companyId: string,
  kind: K,
  rows: CheckedRow<K>[],
  keyColumn: string,
): Promise<AppliedImport> {
  // One hash of a password nobody ever sees, for the drivers invited by mail (scrypt once, not once per driver).
  let invited: Promise<string> | undefined;
  const invitedPasswordHash = () => (invited ??= hashPassword(generatePassword(32)));
  const writes = rows.map((row) => ({ row: row.row, writes: rowWrites(app, ctx, companyId, kind, row.values, invitedPasswordHash) }));

  const claims = await settleAll(writes, CONCURRENCY, ({ writes: w }) => w.claim());
  const claimErrors = claims.flatMap((result, index) => {
    const row = writes[index]!.row;
    if (result.status === 'rejected') return [rowError(row, result.reason, keyColumn)];
    return result.value ? [{ row, column: result.value.column, key: result.value.key }] : [];
  });
  if (claimErrors.length) {
    await settleAll(writes, CONCURRENCY, ({ writes: w }) => w.release());
    throw rowsFailed(claimErrors);
  }

  const registered = await settleAll(writes, CONCURRENCY, ({ writes: w }) => w.register());
  const registerErrors = registered.flatMap((result, index) =>
    result.status === 'rejected' ? [rowError(writes[index]!.row, result.reason, keyColumn)] : [],
  );
  if (registerErrors.length) {
    await settleAll(
      writes.filter((_, index) => registered[index]!.status === 'fulfilled'),
      CONCURRENCY,
      ({ writes: w }) => w.unregister(),
    );
    await settleAll(writes, CONCURRENCY, ({ writes: w }) => w.release());
    throw rowsFailed(registerErrors);
  }

  const applied: AppliedImport = { ids: writes.map(({ writes: w }) => w.id), credentials: [], invite: [], position: undefined };
  registered.forEach((result, index) => {
    if (result.status !== 'fulfilled') return;
    const { position, credentials, invite } = result.value;
    if (credentials) applied.credentials.push(credentials);
    if (invite) applied.invite.push({ id: writes[index]!.writes.id, ...invite });
    if (position !== undefined && (applied.position === undefined || position > applied.position)) applied.position = position;
  });
  return applied;
}

export const rowsFailed = (errors: readonly ImportRowError[]): DomainError =>
  new DomainError(
    'Errors.ImportRowsInvalid',
    errors.map((error) => ({ path: importFieldPath(error), key: error.key })),
  );
