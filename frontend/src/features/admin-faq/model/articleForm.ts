import {
  faqArticleFormSchema,
  faqArticleFormToPayload,
  type FaqArticle,
  type FaqArticlePayload,
  type FaqCategory,
} from '@fleetcheck/contracts';
import type { z } from 'zod';
import { categoryIdOf } from '../api/faqApi';

/** What the creator's inputs hold (spec: title, titleJa, category, position, editor, editorJa). */
export interface ArticleFormText {
  title: string;
  titleJa: string;
  category: string;
  position: string;
  editor: string;
  editorJa: string;
}

export const emptyArticleForm = (position: number): ArticleFormText => ({
  title: '',
  titleJa: '',
  category: '',
  position: String(position),
  editor: '',
  editorJa: '',
});

export function articleToForm(article: FaqArticle): ArticleFormText {
  return {
    title: article.question_en,
    titleJa: article.question_ja,
    category: article.category,
    position: String(article.position),
    editor: article.answer_en,
    editorJa: article.answer_ja,
  };
}

/** Validates with the contracts' creator form (category as {value, label}) and gives the API payload. */
export function validateArticleForm(
  form: ArticleFormText,
  categories: readonly FaqCategory[],
): { payload?: FaqArticlePayload; result: z.ZodSafeParseResult<unknown> } {
  const category = categories.find((candidate) => categoryIdOf(candidate) === form.category);
  const result = faqArticleFormSchema.safeParse({
    ...form,
    category: { value: form.category, label: category?.title_en ?? '' },
  });
  return result.success ? { payload: faqArticleFormToPayload(result.data), result } : { result };
}
