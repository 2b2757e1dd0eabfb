import { z } from 'zod';
import { objectRequired, stringRequired } from './rules';

/** The FAQ article creator form (spec section 3): titles and rich-text answers in English and Japanese. */
export const faqArticleFormSchema = z.object({
  title: stringRequired(),
  titleJa: stringRequired(),
  category: objectRequired(),
  position: z.coerce.number().int().min(0),
  editor: stringRequired(),
  editorJa: stringRequired(),
});
export type FaqArticleFormInput = z.input<typeof faqArticleFormSchema>;
export type FaqArticleForm = z.output<typeof faqArticleFormSchema>;

export const faqCategoryFormSchema = z.object({
  title_en: stringRequired(),
  title_ja: stringRequired(),
  position: z.coerce.number().int().min(0),
});
export type FaqCategoryForm = z.output<typeof faqCategoryFormSchema>;
