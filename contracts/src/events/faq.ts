import { z } from 'zod';
import { createCatalogue, defineEvent, type EventOf } from './catalogue';

export const faqCategoryDetailsSchema = z.object({
  title_en: z.string(),
  title_ja: z.string(),
  position: z.number().int(),
});
export type FaqCategoryDetails = z.infer<typeof faqCategoryDetailsSchema>;

/** Answers are HTML already reduced to the safe subset by the command side. */
export const faqArticleDetailsSchema = z.object({
  categoryId: z.string(),
  question_en: z.string(),
  question_ja: z.string(),
  answer_en: z.string(),
  answer_ja: z.string(),
  position: z.number().int(),
});
export type FaqArticleDetails = z.infer<typeof faqArticleDetailsSchema>;

export const FaqCategoryCreated = defineEvent({
  type: 'FaqCategoryCreated',
  schema: z.object({ categoryId: z.string(), details: faqCategoryDetailsSchema }),
});

export const FaqCategoryUpdated = defineEvent({
  type: 'FaqCategoryUpdated',
  schema: z.object({ categoryId: z.string(), changes: faqCategoryDetailsSchema.partial() }),
});

/**
 * Articles are recorded in their category's stream, so filing an article and deleting the category race on
 * one stream revision: a category is never deleted while an article is filed under it.
 */
export const FaqCategoryArticleAdded = defineEvent({
  type: 'FaqCategoryArticleAdded',
  schema: z.object({ categoryId: z.string(), articleId: z.string() }),
});

export const FaqCategoryArticleRemoved = defineEvent({
  type: 'FaqCategoryArticleRemoved',
  schema: z.object({ categoryId: z.string(), articleId: z.string() }),
});

export const FaqCategoryDeleted = defineEvent({
  type: 'FaqCategoryDeleted',
  schema: z.object({ categoryId: z.string() }),
});

export const FaqArticleCreated = defineEvent({
  type: 'FaqArticleCreated',
  schema: z.object({ articleId: z.string(), details: faqArticleDetailsSchema }),
});

export const FaqArticleUpdated = defineEvent({
  type: 'FaqArticleUpdated',
  schema: z.object({ articleId: z.string(), changes: faqArticleDetailsSchema.partial() }),
});

export const FaqArticleDeleted = defineEvent({
  type: 'FaqArticleDeleted',
  schema: z.object({ articleId: z.string(), categoryId: z.string() }),
});

export const faqCategoryEvents = [
  FaqCategoryCreated,
  FaqCategoryUpdated,
  FaqCategoryArticleAdded,
  FaqCategoryArticleRemoved,
  FaqCategoryDeleted,
] as const;
export type FaqCategoryEvent = EventOf<(typeof faqCategoryEvents)[number]>;
export const faqCategoryCatalogue = createCatalogue(faqCategoryEvents);

export const faqArticleEvents = [FaqArticleCreated, FaqArticleUpdated, FaqArticleDeleted] as const;
export type FaqArticleEvent = EventOf<(typeof faqArticleEvents)[number]>;
export const faqArticleCatalogue = createCatalogue(faqArticleEvents);
