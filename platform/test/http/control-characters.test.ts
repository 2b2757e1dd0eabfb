import { describe, expect, it } from 'vitest';
import { nulCharacterIn } from '../../src/http/control-characters';

/* A NUL character cannot reach the stores (PostgreSQL text and jsonb refuse it): where a request carries one. */
describe('nulCharacterIn', () => {
  it('finds nothing in an ordinary request, Japanese and emoji included', () => {
    expect(
      nulCharacterIn('/driver/5b1c9a1e', { page: '1', q: '山田 😀' }, { name: { lastName: '中村' }, tags: ['a', 'b'] }),
    ).toBeUndefined();
  });

  it('names the path, the query or the body field that carries one', () => {
    expect(nulCharacterIn('/device/%00', {}, undefined)).toBe('path');
    expect(nulCharacterIn('/driver', { page: ['1', 'x\u0000'] }, undefined)).toBe('query');
    expect(nulCharacterIn('/auth/login', {}, { username: '\u0000', password: 'x' })).toBe('username');
    expect(nulCharacterIn('/manager', {}, { name: { lastName: 'a\u0000b' } })).toBe('name.lastName');
    expect(nulCharacterIn('/office', {}, { phones: ['1', '2\u0000'] })).toBe('phones.1');
    expect(nulCharacterIn('/office', {}, { ['key\u0000']: 1 })).toBe('key\u0000');
    expect(nulCharacterIn('/office', {}, '\u0000')).toBe('body');
  });

  it('leaves a malformed escape in the path to the router', () => {
    expect(nulCharacterIn('/driver/%E0%A4%A', {}, undefined)).toBeUndefined();
  });
});
