import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { FaqCategoriesPage } from '../../src/features/admin-faq/components/FaqCategoriesPage';
import { validateArticleForm, emptyArticleForm } from '../../src/features/admin-faq/model/articleForm';
import { readListSearch } from '../../src/components/list/listSearch';
import { renderWithApp } from '../components/renderWithApp';
import { definitionOf } from '../components/definitionList';
import { faqCategory as category, faqCategoryServer } from '../fakes/fakeFaqCategoryServer';

describe('the FAQ article creator form', () => {
  const categories = [category('cat-1', 'Detectors', 0)];

  it('turns the creator fields into the API payload', () => {
    const { payload } = validateArticleForm(
      {
        title: 'How do I charge it?',
        titleJa: '充電方法は？',
        category: 'cat-1',
        position: '3',
        editor: '<p>USB</p>',
        editorJa: '<p>USBで</p>',
      },
      categories,
    );
    expect(payload).toEqual({
      category: 'cat-1',
      question_en: 'How do I charge it?',
      question_ja: '充電方法は？',
      answer_en: '<p>USB</p>',
      answer_ja: '<p>USBで</p>',
      position: 3,
    });
  });

  it('asks for every field in both languages and a known category', () => {
    const { payload, result } = validateArticleForm({ ...emptyArticleForm(0), category: 'unknown' }, categories);
    expect(payload).toBeUndefined();
    const paths = result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['title', 'titleJa', 'editor', 'editorJa', 'category.label']));
  });
});

describe('the FAQ categories page', () => {
  let posts: unknown[];
  let fetchFn: typeof fetch;

  function Harness() {
    const [search, setSearch] = useState(readListSearch({}));
    return <FaqCategoriesPage search={search} onSearchChange={setSearch} />;
  }

  beforeEach(() => {
    ({ posts, fetchFn } = faqCategoryServer([category('cat-1', 'Billing', 4), category('cat-2', 'Detectors', 1)]));
    window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  });
  afterEach(cleanup);

  it('lists categories by position and adds a new one after the last', async () => {
    renderWithApp(<Harness />, fetchFn);
    await screen.findByText('Billing');
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent?.includes('Detectors'))).toEqual([true, false]);

    fireEvent.click(screen.getByRole('button', { name: 'Add Category' }));
    const panel = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('[data-panel-id="admin-add-faq-category"]');
      if (!found) throw new Error('panel not open');
      return found;
    });
    const input = (label: string) => panel.querySelector<HTMLInputElement>(`input[name="${label}"]`)!;
    expect(input('position').value).toBe('5');
    fireEvent.change(input('title_en'), { target: { value: 'Accounts' } });
    fireEvent.change(input('title_ja'), { target: { value: 'アカウント' } });
    fireEvent.submit(input('title_en').form!);

    expect(definitionOf(await screen.findByRole('dialog', { name: 'Category added' }), 'Title (English)')).toBe('Accounts');
    expect(posts).toEqual([{ title_en: 'Accounts', title_ja: 'アカウント', position: 5 }]);
    await screen.findByRole('cell', { name: 'Accounts' });
  });
});
