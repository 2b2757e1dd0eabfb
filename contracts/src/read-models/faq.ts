import { readModelCollection as defineCollection, type ReadModelDocument as ReadDocument } from './collection';

/** FAQ is platform content, not tenant data: companyId is null. Articles are grouped under categories when read. */
export interface FaqCategoryDocument extends ReadDocument {
  id: string;
  companyId: null;
  title_en: string;
  title_ja: string;
  position: number;
  /** The category stream's revision: what command-api expects back as If-Match. */
  version: number;
}

export interface FaqArticleDocument extends ReadDocument {
  companyId: null;
  category: string;
  question_en: string;
  question_ja: string;
  answer_en: string;
  answer_ja: string;
  position: number;
  /** The article stream's revision: what command-api expects back as If-Match. */
  version: number;
}

export const faqCategoriesCollection = defineCollection<FaqCategoryDocument>({
  name: 'faq_categories',
  fields: { title_en: 'string', title_ja: 'string', position: 'number' },
  indexes: [{ fields: ['position'] }],
  textFields: ['title_en', 'title_ja'],
});

export const faqArticlesCollection = defineCollection<FaqArticleDocument>({
  name: 'faq_articles',
  fields: { category: 'string', question_en: 'string', question_ja: 'string', position: 'number' },
  indexes: [{ fields: ['category', 'position'] }, { fields: ['position'] }],
  textFields: ['question_en', 'question_ja'],
});
