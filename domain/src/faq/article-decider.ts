import { faqArticleCatalogue, type FaqArticleDetails, type FaqArticleEvent } from '@fleetcheck/contracts';
import type { Aggregate } from '../shared/aggregate';
import { assertNever, changedFields, isEmpty, type Decider } from '../shared/decider';
import { DomainError, notFound } from '../shared/domain-error';

export type FaqArticleState =
  | { status: 'None' }
  | { status: 'Active'; articleId: string; details: FaqArticleDetails }
  | { status: 'Deleted'; articleId: string; details: FaqArticleDetails };

/** Answers arrive already sanitised (commands.ts): the decider only sees safe HTML. */
export type FaqArticleCommand =
  | { type: 'CreateFaqArticle'; data: { articleId: string; details: FaqArticleDetails } }
  | { type: 'UpdateFaqArticle'; data: { details: FaqArticleDetails } }
  | { type: 'DeleteFaqArticle'; data: Record<string, never> };

function active(state: FaqArticleState): Extract<FaqArticleState, { status: 'Active' }> {
  if (state.status !== 'Active') throw notFound();
  return state;
}

export function decide(command: FaqArticleCommand, state: FaqArticleState): FaqArticleEvent[] {
  switch (command.type) {
    case 'CreateFaqArticle':
      if (state.status !== 'None') throw new DomainError('Errors.Conflict');
      return [{ type: 'FaqArticleCreated', data: command.data }];
    case 'UpdateFaqArticle': {
      const article = active(state);
      const changes = changedFields(article.details, command.data.details);
      return isEmpty(changes) ? [] : [{ type: 'FaqArticleUpdated', data: { articleId: article.articleId, changes } }];
    }
    case 'DeleteFaqArticle': {
      const article = active(state);
      return [{ type: 'FaqArticleDeleted', data: { articleId: article.articleId, categoryId: article.details.categoryId } }];
    }
    default:
      return assertNever(command);
  }
}

export function evolve(state: FaqArticleState, event: FaqArticleEvent): FaqArticleState {
  switch (event.type) {
    case 'FaqArticleCreated':
      return { status: 'Active', ...event.data };
    case 'FaqArticleUpdated':
      if (state.status !== 'Active') return state;
      return { ...state, details: { ...state.details, ...event.data.changes } };
    case 'FaqArticleDeleted':
      if (state.status !== 'Active') return state;
      return { ...state, status: 'Deleted' };
    default:
      return assertNever(event);
  }
}

export const faqArticleDecider: Decider<FaqArticleCommand, FaqArticleEvent, FaqArticleState> = {
  initialState: () => ({ status: 'None' }),
  evolve,
  decide,
};
export const faqArticleAggregate: Aggregate<FaqArticleCommand, FaqArticleEvent, FaqArticleState> = {
  decider: faqArticleDecider,
  codec: faqArticleCatalogue,
};
