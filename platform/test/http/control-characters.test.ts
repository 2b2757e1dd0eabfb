import express from 'express';
import { describe, expect, it } from 'vitest';
import { nulCharacterIn, refuseNulCharacters } from '../../src/http/control-characters';
import { serve } from './serve';

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

describe('refuseNulCharacters', () => {
  it('answers 400 naming the path, the query or the body field, and lets every other request through', async () => {
    const app = express();
    app.use(express.json());
    app.use(refuseNulCharacters());
    app.all('/things/:id', (req, res) => void res.json({ id: req.params.id, q: req.query.q ?? null }));
    const server = await serve(app);
    try {
      const refused = async (path: string, init?: RequestInit) => {
        const res = await fetch(server.base + path, init);
        expect(res.status).toBe(400);
        return ((await res.json()) as { error: { fields: { path: string }[] } }).error.fields.map((f) => f.path);
      };
      expect(await refused('/things/a%00b')).toEqual(['path']);
      expect(await refused('/things/1?q=a%00b')).toEqual(['query']);
      const body = { name: { lastName: 'a\u0000b' } };
      const post = { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
      expect(await refused('/things/1', post)).toEqual(['name.lastName']);
      const ok = await fetch(`${server.base}/things/%E6%9D%B1?q=%E4%BA%AC%2500`);
      expect(ok.status).toBe(200);
      expect(await ok.json()).toEqual({ id: '東', q: '京%00' });
    } finally {
      await server.close();
    }
  });
});
