import { z } from 'zod';
import type { Language } from '../i18n/language';

export const faqArticleSchema = z.object({
  _id: z.string(),
  category: z.string(),
  question_en: z.string(),
  question_ja: z.string(),
  /** HTML */
  answer_en: z.string(),
  answer_ja: z.string(),
  position: z.number().int(),
  /** Stream revision, sent back as If-Match on edit and delete. */
  version: z.number().int().min(0).optional(),
});
export type FaqArticle = z.infer<typeof faqArticleSchema>;

export const faqCategorySchema = z.object({
  _id: z.string().optional(),
  id: z.string().optional(),
  title_en: z.string(),
  title_ja: z.string(),
  position: z.number().int(),
  /** Stream revision, sent back as If-Match on edit and delete. */
  version: z.number().int().min(0).optional(),
  faq: z.array(faqArticleSchema).default([]),
});
export type FaqCategory = z.infer<typeof faqCategorySchema>;

/** The question and answer in the chosen language. */
export function localizedFaq(article: FaqArticle, language: Language): { question: string; answer: string } {
  return language === 'en'
    ? { question: article.question_en, answer: article.answer_en }
    : { question: article.question_ja, answer: article.answer_ja };
}
