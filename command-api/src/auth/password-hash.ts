import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt at N=2^15, r=8, p=1 (above OWASP's minimum): ~32 MiB and tens of milliseconds per hash. */
const PARAMS = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 128 * params.N * params.r * 2 };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/**
 * scrypt at N=2^10 for passwords this server generated (shared/credentials generatePassword: 16 characters drawn at
 * random, ~95 bits): a work factor slows the guessing of passwords people choose; a uniformly random 95-bit secret
 * needs ~2^94 guesses on average whatever each costs, so the lower factor loses nothing against an offline attack.
 * A bulk import (issue 37 item 1) hashes one per driver or manager with a printed password: at N=2^15 that was
 * ~100 s of a 1,000-row import on the bench, at N=2^10 each hash is 32 times less work (bench/results/import-profile.md).
 * A password a person typed never goes here.
 */
const GENERATED_PARAMS = { N: 2 ** 10, r: 8, p: 1 } as const;
/** generatePassword's length: anything shorter is not one of ours. */
const GENERATED_MIN_LENGTH = 16;

async function hashWith(password: string, params: { N: number; r: number; p: number }): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** `scrypt$N$r$p$salt$hash` (base64url): the parameters travel with the hash so they can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  return hashWith(password, PARAMS);
}

/** A password generatePassword made (see GENERATED_PARAMS); refuses anything shorter than one of those. */
export async function hashGeneratedPassword(password: string): Promise<string> {
  if (password.length < GENERATED_MIN_LENGTH) throw new Error('hashGeneratedPassword takes generated passwords only');
  return hashWith(password, GENERATED_PARAMS);
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  // A hash at a lower factor (a generated password's) is checked as slowly as the others, right or wrong: a quick
  // answer would tell which accounts still hold a printed password, and unknown usernames from known ones.
  if (Number(n) < PARAMS.N) await derive(password, randomBytes(16), PARAMS);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

let dummyHash: Promise<string> | undefined;

/** Spends the same work as a real check, so an unknown username is not faster to reject than a wrong password. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('fleetcheck-dummy-password');
  await verifyPassword(password, await dummyHash);
  return false;
}
