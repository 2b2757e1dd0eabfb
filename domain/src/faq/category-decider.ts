import { faqCategoryCatalogue, type FaqCategoryDetails, type FaqCategoryEvent } from '@fleetcheck/contracts';
import type { Aggregate } from '../shared/aggregate';
import { assertNever, changedFields, isEmpty, type Decider } from '../shared/decider';
import { DomainError, notFound } from '../shared/domain-error';

export type FaqCategoryState =
  | { status: 'None' }
  | { status: 'Active'; categoryId: string; details: FaqCategoryDetails; articleIds: string[] }
  | { status: 'Deleted'; categoryId: string };

/**
 * Articles file themselves here (AddArticleToCategory) before their own event names the category, so a
 * category with articles refuses deletion with Errors.CategoryInUse: the admin moves or deletes the
 * articles first, and no article is ever left under a deleted category.
 */
export type FaqCategoryCommand =
  | { type: 'CreateFaqCategory'; data: { categoryId: string; details: FaqCategoryDetails } }
  | { type: 'UpdateFaqCategory'; data: { details: FaqCategoryDetails } }
  | { type: 'AddArticleToCategory'; data: { articleId: string } }
  | { type: 'RemoveArticleFromCategory'; data: { articleId: string } }
  | { type: 'DeleteFaqCategory'; data: Record<string, never> };

function active(state: FaqCategoryState): Extract<FaqCategoryState, { status: 'Active' }> {
  if (state.status !== 'Active') throw notFound();
  return state;
}

export function decide(command: FaqCategoryCommand, state: FaqCategoryState): FaqCategoryEvent[] {
  switch (command.type) {
    case 'CreateFaqCategory':
      if (state.status !== 'None') throw new DomainError('Errors.Conflict');
      return [{ type: 'FaqCategoryCreated', data: command.data }];
    case 'UpdateFaqCategory': {
      const category = active(state);
      const changes = changedFields(category.details, command.data.details);
      return isEmpty(changes) ? [] : [{ type: 'FaqCategoryUpdated', data: { categoryId: category.categoryId, changes } }];
    }
    case 'AddArticleToCategory': {
      const category = active(state);
      if (category.articleIds.includes(command.data.articleId)) return [];
      return [{ type: 'FaqCategoryArticleAdded', data: { categoryId: category.categoryId, articleId: command.data.articleId } }];
    }
    case 'RemoveArticleFromCategory':
      if (state.status !== 'Active' || !state.articleIds.includes(command.data.articleId)) return [];
      return [{ type: 'FaqCategoryArticleRemoved', data: { categoryId: state.categoryId, articleId: command.data.articleId } }];
    case 'DeleteFaqCategory': {
      const category = active(state);
      if (category.articleIds.length > 0) throw new DomainError('Errors.CategoryInUse');
      return [{ type: 'FaqCategoryDeleted', data: { categoryId: category.categoryId } }];
    }
    default:
      return assertNever(command);
  }
}

export function evolve(state: FaqCategoryState, event: FaqCategoryEvent): FaqCategoryState {
  switch (event.type) {
    case 'FaqCategoryCreated':
      return { status: 'Active', ...event.data, articleIds: [] };
    case 'FaqCategoryUpdated':
      if (state.status !== 'Active') return state;
      return { ...state, details: { ...state.details, ...event.data.changes } };
    case 'FaqCategoryArticleAdded':
      if (state.status !== 'Active') return state;
      return { ...state, articleIds: [...state.articleIds, event.data.articleId] };
    case 'FaqCategoryArticleRemoved':
      if (state.status !== 'Active') return state;
      return { ...state, articleIds: state.articleIds.filter((id) => id !== event.data.articleId) };
    case 'FaqCategoryDeleted':
      if (state.status !== 'Active') return state;
      return { status: 'Deleted', categoryId: state.categoryId };
    default:
      return assertNever(event);
  }
}

export const faqCategoryDecider: Decider<FaqCategoryCommand, FaqCategoryEvent, FaqCategoryState> = {
  initialState: () => ({ status: 'None' }),
  evolve,
  decide,
};
export const faqCategoryAggregate: Aggregate<FaqCategoryCommand, FaqCategoryEvent, FaqCategoryState> = {
  decider: faqCategoryDecider,
  codec: faqCategoryCatalogue,
};
