import { randomInt } from 'node:crypto';
import type { OwnerKind } from '@fleetcheck/contracts';
import type { EventStore } from '@fleetcheck/platform';
import type { EventMetadata } from '@fleetcheck/contracts';
import { DomainError } from '@fleetcheck/domain';
import { hashGeneratedPassword, hashPassword } from '../auth/password-hash';
import { reserveUnique } from './reservations';

const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SYMBOLS = '-_!#%+';

const pick = (alphabet: string): string => alphabet[randomInt(alphabet.length)]!;

/**
 * 16 characters with every class present (~95 bits). Look-alike characters (l, 1, O, 0, o) are left out
 * because the password is read off the result dialog and typed on a phone.
 */
export function generatePassword(length = 16): string {
  const all = LOWER + UPPER + DIGITS + SYMBOLS;
  const chars = [pick(LOWER), pick(UPPER), pick(DIGITS), pick(SYMBOLS)];
  while (chars.length < length) chars.push(pick(all));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

const USERNAME_PREFIX: Record<OwnerKind, string> = { admin: 'a', manager: 'm', driver: 'd', company: 'c', auditor: 'u' };

/**
 * Generates and reserves a username such as `d48210937`. Collisions are rare (10^8 per prefix) and are
 * handled by trying again, never by checking a read model first.
 */
export async function reserveGeneratedUsername(
  store: EventStore,
  ownerKind: OwnerKind,
  ownerId: string,
  metadata: EventMetadata,
): Promise<string> {
  for (let attempt = 0; attempt < 8; attempt++) {
    const username = `${USERNAME_PREFIX[ownerKind]}${randomInt(10_000_000, 100_000_000)}`;
    if (await reserveUnique(store, 'username', username, { ownerKind, ownerId }, metadata, { likelyNew: true })) return username;
  }
  throw new DomainError('Errors.UsernameTaken');
}

/**
 * A new password for an account and its hash: the one chosen (hashed at the cost a person's password needs), or one
 * generated here (hashed with hashGeneratedPassword, as a bulk import hashes its printed passwords).
 */
export async function newAccountPassword(chosen?: string): Promise<{ password: string; passwordHash: string }> {
  if (chosen !== undefined) return { password: chosen, passwordHash: await hashPassword(chosen) };
  const password = generatePassword();
  return { password, passwordHash: await hashGeneratedPassword(password) };
}
