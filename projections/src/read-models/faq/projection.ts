import {
  FaqCategoryArticleAdded,
  FaqCategoryArticleRemoved,
  FaqArticleCreated,
  FaqArticleDeleted,
  FaqArticleUpdated,
  FaqCategoryCreated,
  FaqCategoryDeleted,
  FaqCategoryUpdated,
} from '@fleetcheck/contracts';
import { defineProjection, on } from '../../runner/define-projection';
import { guard } from '../../runner/projection';
import { followRevision } from '../../shared/revision';
import { faqArticlesCollection, faqCategoriesCollection } from '@fleetcheck/contracts';

export const faqProjection = defineProjection({
  name: 'faq',
  collections: [faqCategoriesCollection, faqArticlesCollection],
  handlers: [
    on(FaqCategoryCreated, async (data, event, tx) => {
      await tx
        .collection(faqCategoriesCollection)
        .upsert(
          { _id: data.categoryId, id: data.categoryId, companyId: null, ...data.details, version: Number(event.revision) },
          guard(event),
        );
    }),
    on(FaqCategoryUpdated, async (data, event, tx) => {
      await tx
        .collection(faqCategoriesCollection)
        .patch(data.categoryId, { ...data.changes, version: Number(event.revision) }, guard(event));
    }),
    // Filing an article is recorded on its category's stream (see contracts), so the category's version moves on.
    on(FaqCategoryArticleAdded, (data, event, tx) => followRevision(tx, faqCategoriesCollection, data.categoryId, event)),
    on(FaqCategoryArticleRemoved, (data, event, tx) => followRevision(tx, faqCategoriesCollection, data.categoryId, event)),
    on(FaqCategoryDeleted, async (data, event, tx) => {
      await tx.collection(faqCategoriesCollection).delete(data.categoryId, guard(event));
    }),
    on(FaqArticleCreated, async (data, event, tx) => {
      const { categoryId, ...details } = data.details;
      await tx
        .collection(faqArticlesCollection)
        .upsert({ _id: data.articleId, companyId: null, category: categoryId, ...details, version: Number(event.revision) }, guard(event));
    }),
    on(FaqArticleUpdated, async (data, event, tx) => {
      const { categoryId, ...changes } = data.changes;
      await tx
        .collection(faqArticlesCollection)
        .patch(
          data.articleId,
          { ...changes, ...(categoryId !== undefined ? { category: categoryId } : {}), version: Number(event.revision) },
          guard(event),
        );
    }),
    on(FaqArticleDeleted, async (data, event, tx) => {
      await tx.collection(faqArticlesCollection).delete(data.articleId, guard(event));
    }),
  ],
});
