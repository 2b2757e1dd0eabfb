import { z } from 'zod';
import { FAQ_ARTICLE_LIST_LIMIT, FAQ_CATEGORY_LIST_LIMIT } from '../constants/limits';
import { pagedResponse, successEnvelope } from '../common/envelope';
import { faqArticleSchema, faqCategorySchema } from '../entities/faq';
import type { FaqArticleForm } from '../forms/faq-article';
import { faqCategoryFormSchema } from '../forms/faq-article';
import { listQuerySchema } from './list-query';

/** GET /admin/faq and public GET faq: page 1, limit 9999, sorted by position. */
export const faqArticleListQuerySchema = listQuerySchema(FAQ_ARTICLE_LIST_LIMIT).extend({
  sort: z.string().default('position'),
  category: z.string().optional(),
});
/** GET /admin/faq-category and public GET faq-category: limit 999, sorted by position. */
export const faqCategoryListQuerySchema = listQuerySchema(FAQ_CATEGORY_LIST_LIMIT).extend({
  sort: z.string().default('position'),
});

export const faqArticleListResponseSchema = pagedResponse(faqArticleSchema);
export const faqCategoryListResponseSchema = pagedResponse(faqCategorySchema);

/** POST /admin/faq and PUT /admin/faq/{id} */
export const faqArticlePayloadSchema = faqArticleSchema.omit({ _id: true });
export type FaqArticlePayload = z.infer<typeof faqArticlePayloadSchema>;
export function faqArticleFormToPayload(form: FaqArticleForm): FaqArticlePayload {
  return {
    category: String(form.category.value),
    question_en: form.title,
    question_ja: form.titleJa,
    answer_en: form.editor,
    answer_ja: form.editorJa,
    position: form.position,
  };
}
export const faqArticleResponseSchema = successEnvelope(faqArticleSchema);

/** POST /admin/faq-category and PUT /admin/faq-category/{id}: title_en, title_ja, position. */
export const faqCategoryPayloadSchema = faqCategoryFormSchema;
export const faqCategoryResponseSchema = successEnvelope(faqCategorySchema);
