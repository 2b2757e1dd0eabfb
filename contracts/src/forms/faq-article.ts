import { z } from 'zod';
import { objectRequired, text } from './rules';

/** The FAQ article creator form (spec section 3): titles and rich-text answers in English and Japanese. */
export const faqArticleFormSchema = z.object({
  title: text('notes'),
  titleJa: text('notes'),
  category: objectRequired(),
  position: z.coerce.number().int().min(0),
  editor: text('richText'),
  editorJa: text('richText'),
});
export type FaqArticleFormInput = z.input<typeof faqArticleFormSchema>;
export type FaqArticleForm = z.output<typeof faqArticleFormSchema>;

export const faqCategoryFormSchema = z.object({
  title_en: text('title'),
  title_ja: text('title'),
  position: z.coerce.number().int().min(0),
});
export type FaqCategoryForm = z.output<typeof faqCategoryFormSchema>;
