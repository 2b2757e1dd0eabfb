import { ErrorKeys, faqCategoryPayloadSchema, text, type FaqArticleDetails } from '@fleetcheck/contracts';
import { z } from 'zod';
import { requiredId } from '../shared/body-rules';
import { isBlankHtml, sanitizeHtml } from './sanitize-html';

const position = () =>
  z.coerce
    .number({ error: ErrorKeys.Invalid })
    .int({ error: ErrorKeys.Invalid })
    .min(0, { error: ErrorKeys.Invalid })
    .max(1_000_000, { error: ErrorKeys.Invalid });

/** POST /admin/faq-category and PUT /admin/faq-category/{id}: title_en, title_ja, position (spec section 7). */
export const faqCategoryBodySchema = faqCategoryPayloadSchema.extend({
  title_en: text('title'),
  title_ja: text('title'),
  position: position(),
});
export type FaqCategoryBody = z.output<typeof faqCategoryBodySchema>;

/** Rich text reduced to the safe subset; an answer that shows nothing once cleaned is a missing answer. */
const richText = () =>
  text('richText')
    .transform(sanitizeHtml)
    .refine((html) => !isBlankHtml(html), { error: ErrorKeys.Required });

/**
 * POST /admin/faq and PUT /admin/faq/{id}: contracts' faqArticlePayloadSchema (what faqArticleFormToPayload
 * sends) with the article creator form's rules: everything required, position a whole number from 0.
 */
export const faqArticleBodySchema = z.object({
  category: requiredId(),
  question_en: text('notes'),
  question_ja: text('notes'),
  answer_en: richText(),
  answer_ja: richText(),
  position: position(),
});
export type FaqArticleBody = z.output<typeof faqArticleBodySchema>;

export function faqArticleDetailsFromBody(body: FaqArticleBody): FaqArticleDetails {
  return {
    categoryId: body.category,
    question_en: body.question_en,
    question_ja: body.question_ja,
    answer_en: body.answer_en,
    answer_ja: body.answer_ja,
    position: body.position,
  };
}
