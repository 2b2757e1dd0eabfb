import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../test/assets/api-harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const category = { title_en: 'Devices', title_ja: 'デバイス', position: 1 };
const article = (categoryId: string, overrides: Record<string, unknown> = {}) => ({
  category: categoryId,
  question_en: 'How do I test?',
  question_ja: '検査の方法は？',
  answer_en: '<p>Blow <b>here</b></p>',
  answer_ja: '<p>ここに息を</p>',
  position: 0,
  ...overrides,
});

async function createCategory() {
  const response = await h.call('POST', '/admin/faq-category', { token: h.tokens.admin, body: category });
  expect(response.status).toBe(201);
  return response.body.data.id as string;
}

describe('FAQ administration', () => {
  it('role matrix: only the platform admin writes categories and articles', async () => {
    const before = await h.head();
    for (const token of [h.tokens.managerA, h.tokens.managerB, undefined]) {
      const expected = token ? 403 : 401;
      expect((await h.call('POST', '/admin/faq-category', { token, body: category })).status).toBe(expected);
      expect((await h.call('POST', '/admin/faq', { token, body: article('x') })).status).toBe(expected);
      expect((await h.call('PUT', '/admin/faq-category/x', { token, body: category })).status).toBe(expected);
      expect((await h.call('DELETE', '/admin/faq/x', { token })).status).toBe(expected);
    }
    expect(await h.head()).toBe(before);
  });

  it('400 names malformed fields and appends nothing', async () => {
    const before = await h.head();
    const bad = await h.call('POST', '/admin/faq-category', { token: h.tokens.admin, body: { title_en: '', position: -1 } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual(
      expect.arrayContaining([
        { path: 'title_en', key: 'Errors.Required' },
        { path: 'title_ja', key: 'Errors.Required' },
        { path: 'position', key: 'Errors.Invalid' },
      ]),
    );
    const categoryId = await createCategory();
    const afterCategory = await h.head();
    const badArticle = await h.call('POST', '/admin/faq', {
      token: h.tokens.admin,
      body: article(categoryId, { question_ja: ' ', answer_en: '<script>alert(1)</script>' }),
    });
    expect(badArticle.status).toBe(400);
    expect(badArticle.body.error.fields).toEqual(
      expect.arrayContaining([
        { path: 'question_ja', key: 'Errors.Required' },
        { path: 'answer_en', key: 'Errors.Required' },
      ]),
    );
    const unknown = await h.call('POST', '/admin/faq', { token: h.tokens.admin, body: article('no-such-category') });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields).toEqual([{ path: 'category', key: 'Errors.NotFound' }]);
    expect(before).toBeLessThan(afterCategory);
    expect(await h.head()).toBe(afterCategory);
  });

  it('stores answers sanitised to the safe HTML subset', async () => {
    const categoryId = await createCategory();
    const created = await h.call('POST', '/admin/faq', {
      token: h.tokens.admin,
      body: article(categoryId, { answer_en: '<p onclick="x()">Hi<script>alert(1)</script> <a href="javascript:alert(1)">l</a></p>' }),
    });
    expect(created.status).toBe(201);
    const [event] = await h.store.readStream(`faq-article-${created.body.data.id}`);
    expect((event!.data as { details: { answer_en: string } }).details.answer_en).toBe('<p>Hi <a>l</a></p>');
  });

  it('edits with If-Match: 412 when stale, nothing appended for a no-op', async () => {
    const categoryId = await createCategory();
    const edited = await h.call('PUT', `/admin/faq-category/${categoryId}`, {
      token: h.tokens.admin,
      ifMatch: '"0"',
      body: { ...category, position: 2 },
    });
    expect(edited.status).toBe(200);
    expect(edited.etag).toBe('"1"');
    const id = (await h.call('POST', '/admin/faq', { token: h.tokens.admin, body: article(categoryId) })).body.data.id as string;
    const before = await h.head();
    expect(
      (await h.call('PUT', `/admin/faq-category/${categoryId}`, { token: h.tokens.admin, ifMatch: '"0"', body: category })).status,
    ).toBe(412);
    expect(
      (await h.call('PUT', `/admin/faq/${id}`, { token: h.tokens.admin, ifMatch: '"5"', body: article(categoryId, { position: 9 }) }))
        .status,
    ).toBe(412);
    expect(
      (await h.call('PUT', `/admin/faq-category/${categoryId}`, { token: h.tokens.admin, body: { ...category, position: 2 } })).status,
    ).toBe(200);
    expect((await h.call('PUT', `/admin/faq/${id}`, { token: h.tokens.admin, ifMatch: '"0"', body: article(categoryId) })).status).toBe(
      200,
    );
    expect(await h.head()).toBe(before);
  });

  it('a category with articles is refused deletion with Errors.CategoryInUse until its articles move or go', async () => {
    const first = await createCategory();
    const second = await createCategory();
    const a1 = (await h.call('POST', '/admin/faq', { token: h.tokens.admin, body: article(first) })).body.data.id as string;
    const a2 = (await h.call('POST', '/admin/faq', { token: h.tokens.admin, body: article(first, { position: 1 }) })).body.data
      .id as string;
    const refused = await h.call('DELETE', `/admin/faq-category/${first}`, { token: h.tokens.admin });
    expect(refused.status).toBe(409);
    expect(refused.body.error.key).toBe('Errors.CategoryInUse');
    expect((await h.call('PUT', `/admin/faq/${a1}`, { token: h.tokens.admin, body: article(second) })).status).toBe(200);
    expect((await h.call('DELETE', `/admin/faq/${a2}`, { token: h.tokens.admin })).status).toBe(200);
    expect((await h.call('DELETE', `/admin/faq/${a2}`, { token: h.tokens.admin })).status).toBe(404);
    expect((await h.call('DELETE', `/admin/faq-category/${first}`, { token: h.tokens.admin })).status).toBe(200);
    expect((await h.call('DELETE', `/admin/faq-category/${second}`, { token: h.tokens.admin })).body.error.key).toBe(
      'Errors.CategoryInUse',
    );
    const moveToDeleted = await h.call('PUT', `/admin/faq/${a1}`, { token: h.tokens.admin, body: article(first) });
    expect(moveToDeleted.status).toBe(400);
    expect(moveToDeleted.body.error.fields).toEqual([{ path: 'category', key: 'Errors.NotFound' }]);
  });
});
