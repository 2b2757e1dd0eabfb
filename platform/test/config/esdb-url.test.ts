import { EventStoreDBClient } from '@eventstore/db-client';
import { describe, expect, it } from 'vitest';
import { envSchema, ESDB_SCHEMES } from '../../src/config/env';

/*
 * ESDB_URL is checked at start-up against what the installed client parses, so a scheme the client refuses
 * stops start-up with a message naming the variable instead of crash-looping the service.
 */
const parse = (url: string) => () => EventStoreDBClient.connectionString(url).dispose();

describe('ESDB_URL', () => {
  it.each(ESDB_SCHEMES)('accepts %s:// and the installed client parses it', async (scheme) => {
    const url = `${scheme}://reader:secret@esdb-1.internal:2113,esdb-2.internal:2113?tls=true&nodePreference=leader`;
    expect(envSchema.parse({ ESDB_URL: url }).ESDB_URL).toBe(url);
    await expect(Promise.resolve().then(parse(url))).resolves.toBeUndefined();
  });

  it.each(['kurrentdb', 'kurrentdb+discover', 'kurrent', 'https'])('refuses %s://, which the installed client cannot parse', (scheme) => {
    const url = `${scheme}://esdb-1.internal:2113?tls=false`;
    expect(parse(url)).toThrow();
    const result = envSchema.safeParse({ ESDB_URL: url });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['ESDB_URL']);
    expect(result.error?.issues[0]?.message).toBe('must be a URL starting with esdb:// or esdb+discover://');
  });
});
