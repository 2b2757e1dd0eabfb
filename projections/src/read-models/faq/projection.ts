import {
  FaqArticleCreated,
  FaqArticleDeleted,
  FaqArticleUpdated,
  FaqCategoryCreated,
  FaqCategoryDeleted,
  FaqCategoryUpdated,
} from '@fleetcheck/contracts';
import { defineProjection, on } from '../../runner/define-projection';
import { guard } from '../../runner/projection';
import { faqArticlesCollection, faqCategoriesCollection } from '@fleetcheck/contracts';

export const faqProjection = defineProjection({
  name: 'faq',
  collections: [faqCategoriesCollection, faqArticlesCollection],
  handlers: [
    on(FaqCategoryCreated, async (data, event, tx) => {
      await tx
        .collection(faqCategoriesCollection)
        .upsert({ _id: data.categoryId, id: data.categoryId, companyId: null, ...data.details }, guard(event));
    }),
    on(FaqCategoryUpdated, async (data, event, tx) => {
      await tx.collection(faqCategoriesCollection).patch(data.categoryId, { ...data.changes }, guard(event));
    }),
    on(FaqCategoryDeleted, async (data, event, tx) => {
      await tx.collection(faqCategoriesCollection).delete(data.categoryId, guard(event));
    }),
    on(FaqArticleCreated, async (data, event, tx) => {
      const { categoryId, ...details } = data.details;
      await tx
        .collection(faqArticlesCollection)
        .upsert({ _id: data.articleId, companyId: null, category: categoryId, ...details }, guard(event));
    }),
    on(FaqArticleUpdated, async (data, event, tx) => {
      const { categoryId, ...changes } = data.changes;
      await tx
        .collection(faqArticlesCollection)
        .patch(data.articleId, { ...changes, ...(categoryId !== undefined ? { category: categoryId } : {}) }, guard(event));
    }),
    on(FaqArticleDeleted, async (data, event, tx) => {
      await tx.collection(faqArticlesCollection).delete(data.articleId, guard(event));
    }),
  ],
});
