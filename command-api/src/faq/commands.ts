import type { FaqArticleDetails, FaqCategoryDetails } from '@fleetcheck/contracts';
import type { App } from '../app';
import { handleCommand, loadStream } from '../shared/command-handler';
import { conflict, DomainError, notFound } from '@fleetcheck/domain';
import type { CommandContext } from '../shared/request-context';
import { faqArticleAggregate } from '@fleetcheck/domain/faq/article-decider';
import { faqCategoryAggregate } from '@fleetcheck/domain/faq/category-decider';
import { faqArticleStream, faqCategoryStream } from '@fleetcheck/domain/faq/streams';

export async function createFaqCategory(app: App, ctx: CommandContext, details: FaqCategoryDetails) {
  const categoryId = app.ids.generate();
  const written = await handleCommand(
    app.store,
    faqCategoryStream(categoryId),
    faqCategoryAggregate,
    { type: 'CreateFaqCategory', data: { categoryId, details } },
    ctx.metadata(),
  );
  return { categoryId, ...written };
}

export function updateFaqCategory(
  app: App,
  ctx: CommandContext,
  categoryId: string,
  details: FaqCategoryDetails,
  expectedRevision?: bigint,
) {
  return handleCommand(
    app.store,
    faqCategoryStream(categoryId),
    faqCategoryAggregate,
    { type: 'UpdateFaqCategory', data: { details } },
    ctx.metadata(),
    { expectedRevision },
  );
}

/** Refused with Errors.CategoryInUse while articles are filed under it. */
export function deleteFaqCategory(app: App, ctx: CommandContext, categoryId: string, expectedRevision?: bigint) {
  return handleCommand(
    app.store,
    faqCategoryStream(categoryId),
    faqCategoryAggregate,
    { type: 'DeleteFaqCategory', data: {} },
    ctx.metadata(),
    { expectedRevision },
  );
}

/** Files the article under the category BEFORE the article names it; an unknown category is a 400 on `category`. */
async function fileUnder(app: App, ctx: CommandContext, categoryId: string, articleId: string): Promise<void> {
  try {
    await handleCommand(
      app.store,
      faqCategoryStream(categoryId),
      faqCategoryAggregate,
      { type: 'AddArticleToCategory', data: { articleId } },
      ctx.metadata(),
    );
  } catch (error) {
    if (error instanceof DomainError && error.key === 'Errors.NotFound')
      throw new DomainError('Errors.Invalid', [{ path: 'category', key: 'Errors.NotFound' }]);
    throw error;
  }
}

async function unfile(app: App, ctx: CommandContext, categoryId: string, articleId: string): Promise<void> {
  await handleCommand(
    app.store,
    faqCategoryStream(categoryId),
    faqCategoryAggregate,
    { type: 'RemoveArticleFromCategory', data: { articleId } },
    ctx.metadata(),
  );
}

export async function createFaqArticle(app: App, ctx: CommandContext, details: FaqArticleDetails) {
  const articleId = app.ids.generate();
  await fileUnder(app, ctx, details.categoryId, articleId);
  const written = await handleCommand(
    app.store,
    faqArticleStream(articleId),
    faqArticleAggregate,
    { type: 'CreateFaqArticle', data: { articleId, details } },
    ctx.metadata(),
  );
  return { articleId, ...written };
}

/** Moving an article: file under the new category, write, then leave the old one (as office references do). */
export async function updateFaqArticle(
  app: App,
  ctx: CommandContext,
  articleId: string,
  details: FaqArticleDetails,
  expectedRevision?: bigint,
) {
  const { state, revision } = await loadStream(app.store, faqArticleStream(articleId), faqArticleAggregate);
  if (state.status !== 'Active') throw notFound();
  if (expectedRevision !== undefined && expectedRevision !== revision) throw conflict();
  const from = state.details.categoryId;
  const to = details.categoryId;
  if (from !== to) await fileUnder(app, ctx, to, articleId);
  const written = await handleCommand(
    app.store,
    faqArticleStream(articleId),
    faqArticleAggregate,
    { type: 'UpdateFaqArticle', data: { details } },
    ctx.metadata(),
    { expectedRevision },
  );
  if (from !== to) await unfile(app, ctx, from, articleId);
  return written;
}

export async function deleteFaqArticle(app: App, ctx: CommandContext, articleId: string, expectedRevision?: bigint) {
  const written = await handleCommand(
    app.store,
    faqArticleStream(articleId),
    faqArticleAggregate,
    { type: 'DeleteFaqArticle', data: {} },
    ctx.metadata(),
    { expectedRevision },
  );
  if (written.state.status === 'Deleted') await unfile(app, ctx, written.state.details.categoryId, articleId);
  return written;
}
