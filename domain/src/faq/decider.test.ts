import type { FaqArticleDetails, FaqArticleEvent, FaqCategoryEvent } from '@fleetcheck/contracts';
import { describe, it } from 'vitest';
import { spec } from '../../test/support/decider-spec';
import { faqArticleDecider } from './article-decider';
import { faqCategoryDecider } from './category-decider';

const titles = { title_en: 'Devices', title_ja: 'デバイス', position: 1 };
const created: FaqCategoryEvent = { type: 'FaqCategoryCreated', data: { categoryId: 'g1', details: titles } };
const filed: FaqCategoryEvent = { type: 'FaqCategoryArticleAdded', data: { categoryId: 'g1', articleId: 'a1' } };
const unfiled: FaqCategoryEvent = { type: 'FaqCategoryArticleRemoved', data: { categoryId: 'g1', articleId: 'a1' } };
const categoryDeleted: FaqCategoryEvent = { type: 'FaqCategoryDeleted', data: { categoryId: 'g1' } };
const category = spec(faqCategoryDecider);

describe('FAQ category decider', () => {
  it('CreateFaqCategory creates', () =>
    category
      .given([])
      .when({ type: 'CreateFaqCategory', data: { categoryId: 'g1', details: titles } })
      .then([created]));
  it('CreateFaqCategory refuses an existing id', () =>
    category
      .given([created])
      .when({ type: 'CreateFaqCategory', data: { categoryId: 'g1', details: titles } })
      .thenError('Errors.Conflict'));
  it('UpdateFaqCategory records the changed fields', () =>
    category
      .given([created])
      .when({ type: 'UpdateFaqCategory', data: { details: { ...titles, position: 5 } } })
      .then([{ type: 'FaqCategoryUpdated', data: { categoryId: 'g1', changes: { position: 5 } } }]));
  it('UpdateFaqCategory appends nothing when unchanged', () =>
    category
      .given([created])
      .when({ type: 'UpdateFaqCategory', data: { details: titles } })
      .then([]));
  it('UpdateFaqCategory refuses a deleted category', () =>
    category
      .given([created, categoryDeleted])
      .when({ type: 'UpdateFaqCategory', data: { details: titles } })
      .thenError('Errors.NotFound'));
  it('AddArticleToCategory files the article', () =>
    category
      .given([created])
      .when({ type: 'AddArticleToCategory', data: { articleId: 'a1' } })
      .then([filed]));
  it('AddArticleToCategory is idempotent', () =>
    category
      .given([created, filed])
      .when({ type: 'AddArticleToCategory', data: { articleId: 'a1' } })
      .then([]));
  it('AddArticleToCategory refuses a deleted category', () =>
    category
      .given([created, categoryDeleted])
      .when({ type: 'AddArticleToCategory', data: { articleId: 'a1' } })
      .thenError('Errors.NotFound'));
  it('RemoveArticleFromCategory unfiles', () =>
    category
      .given([created, filed])
      .when({ type: 'RemoveArticleFromCategory', data: { articleId: 'a1' } })
      .then([unfiled]));
  it('RemoveArticleFromCategory of an absent article appends nothing', () =>
    category
      .given([created])
      .when({ type: 'RemoveArticleFromCategory', data: { articleId: 'a1' } })
      .then([]));
  it('DeleteFaqCategory deletes an empty category', () =>
    category.given([created, filed, unfiled]).when({ type: 'DeleteFaqCategory', data: {} }).then([categoryDeleted]));
  it('DeleteFaqCategory refuses while articles are filed under it', () =>
    category.given([created, filed]).when({ type: 'DeleteFaqCategory', data: {} }).thenError('Errors.CategoryInUse'));
  it('DeleteFaqCategory refuses an unknown category', () =>
    category.given([]).when({ type: 'DeleteFaqCategory', data: {} }).thenError('Errors.NotFound'));
});

const article: FaqArticleDetails = {
  categoryId: 'g1',
  question_en: 'How?',
  question_ja: 'どうやって？',
  answer_en: '<p>Like this</p>',
  answer_ja: '<p>こうです</p>',
  position: 0,
};
const articleCreated: FaqArticleEvent = { type: 'FaqArticleCreated', data: { articleId: 'a1', details: article } };
const articleDeleted: FaqArticleEvent = { type: 'FaqArticleDeleted', data: { articleId: 'a1', categoryId: 'g1' } };
const faq = spec(faqArticleDecider);

describe('FAQ article decider', () => {
  it('CreateFaqArticle creates', () =>
    faq
      .given([])
      .when({ type: 'CreateFaqArticle', data: { articleId: 'a1', details: article } })
      .then([articleCreated]));
  it('CreateFaqArticle refuses an existing id', () =>
    faq
      .given([articleCreated])
      .when({ type: 'CreateFaqArticle', data: { articleId: 'a1', details: article } })
      .thenError('Errors.Conflict'));
  it('UpdateFaqArticle records the changed fields', () =>
    faq
      .given([articleCreated])
      .when({ type: 'UpdateFaqArticle', data: { details: { ...article, categoryId: 'g2', position: 3 } } })
      .then([{ type: 'FaqArticleUpdated', data: { articleId: 'a1', changes: { categoryId: 'g2', position: 3 } } }]));
  it('UpdateFaqArticle appends nothing when unchanged', () =>
    faq
      .given([articleCreated])
      .when({ type: 'UpdateFaqArticle', data: { details: article } })
      .then([]));
  it('UpdateFaqArticle refuses a deleted article', () =>
    faq
      .given([articleCreated, articleDeleted])
      .when({ type: 'UpdateFaqArticle', data: { details: article } })
      .thenError('Errors.NotFound'));
  it('DeleteFaqArticle deletes and names its category', () =>
    faq.given([articleCreated]).when({ type: 'DeleteFaqArticle', data: {} }).then([articleDeleted]));
  it('DeleteFaqArticle refuses a deleted article', () =>
    faq.given([articleCreated, articleDeleted]).when({ type: 'DeleteFaqArticle', data: {} }).thenError('Errors.NotFound'));
});
