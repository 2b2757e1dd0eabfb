import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  FAQ_ARTICLE_LIST_LIMIT,
  FAQ_CATEGORY_LIST_LIMIT,
  commandAcceptedSchema,
  faqArticleListResponseSchema,
  faqArticleResponseSchema,
  faqCategoryListResponseSchema,
  type FaqArticlePayload,
  type FaqCategoryForm,
} from '@fleetcheck/contracts';
import type { ApiClient } from '../../../api/apiClient';
import { ensureLoaded, loadedFreshMs } from '../../../api/ensureLoaded';
import type { AppServices } from '../../../session/services';
import type { ListSearch } from '../../../components/list/listSearch';
import { useServices } from '../../../session/ServicesContext';

/** Spec section 9: the FAQ lists load 999 categories and 9999 articles, sorted by position. */
export const faqCategoryPageSize = FAQ_CATEGORY_LIST_LIMIT;
export const faqArticlePageSize = FAQ_ARTICLE_LIST_LIMIT;

// Both start with the public panel's key, so an admin's change also refreshes the help panel.
export const faqKeys = {
  categories: ['faq-category'] as const,
  categoryList: (search: ListSearch) => ['faq-category', 'admin', search] as const,
  categoryOptions: ['faq-category', 'admin', 'options'] as const,
  articles: ['faq'] as const,
  articleList: (search: ListSearch) => ['faq', 'admin', search] as const,
  article: (id: string) => ['faq', 'admin', 'article', id] as const,
};

export function faqCategoryListQuery(api: ApiClient, search: ListSearch) {
  return queryOptions({
    queryKey: faqKeys.categoryList(search),
    queryFn: () =>
      api.get('/admin/faq-category', {
        query: { page: search.page, limit: faqCategoryPageSize, query: search.query, sort: search.sort ?? 'position' },
        schema: faqCategoryListResponseSchema,
      }),
    placeholderData: keepPreviousData,
    staleTime: loadedFreshMs,
  });
}

export function faqCategoryOptionsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: faqKeys.categoryOptions,
    queryFn: () =>
      api.get('/admin/faq-category', {
        query: { page: 1, limit: faqCategoryPageSize, sort: 'position' },
        schema: faqCategoryListResponseSchema,
      }),
    staleTime: loadedFreshMs,
  });
}

export function faqArticleListQuery(api: ApiClient, search: ListSearch) {
  return queryOptions({
    queryKey: faqKeys.articleList(search),
    queryFn: () =>
      api.get('/admin/faq', {
        query: { page: search.page, limit: faqArticlePageSize, query: search.query, sort: search.sort ?? 'position' },
        schema: faqArticleListResponseSchema,
      }),
    placeholderData: keepPreviousData,
    staleTime: loadedFreshMs,
  });
}

export function faqArticleQuery(api: ApiClient, id: string) {
  return queryOptions({
    queryKey: faqKeys.article(id),
    queryFn: () => api.get(`/admin/faq/${id}`, { schema: faqArticleResponseSchema }),
    staleTime: loadedFreshMs,
  });
}

type Loading = Pick<AppServices, 'api' | 'queryClient'>;

/** The FAQ article list route's loader: the page of articles and the category names shown beside them. */
export const loadFaqArticleList = ({ api, queryClient }: Loading, search: ListSearch) =>
  ensureLoaded(
    () => queryClient.ensureQueryData(faqArticleListQuery(api, search)),
    () => queryClient.ensureQueryData(faqCategoryOptionsQuery(api)),
  );

/** The article editor's loader: the categories to choose from and, when editing, the article. */
export const loadFaqArticleEditor = ({ api, queryClient }: Loading, articleId?: string) =>
  ensureLoaded(
    () => queryClient.ensureQueryData(faqCategoryOptionsQuery(api)),
    ...(articleId === undefined ? [] : [() => queryClient.ensureQueryData(faqArticleQuery(api, articleId))]),
  );

export function useFaqCommands() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const onSettled = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: faqKeys.categories }),
      queryClient.invalidateQueries({ queryKey: faqKeys.articles }),
    ]);
  return {
    createCategory: useMutation({
      mutationFn: (form: FaqCategoryForm) => api.post('/admin/faq-category', { body: form, schema: commandAcceptedSchema }),
      onSettled,
    }),
    updateCategory: useMutation({
      mutationFn: ({ id, form, version }: { id: string; form: FaqCategoryForm; version: number | undefined }) =>
        api.put(`/admin/faq-category/${id}`, { body: form, schema: commandAcceptedSchema, ifMatch: version }),
      onSettled,
    }),
    removeCategory: useMutation({
      mutationFn: ({ id, version }: { id: string; version: number | undefined }) =>
        api.delete(`/admin/faq-category/${id}`, { ifMatch: version }),
      onSettled,
    }),
    createArticle: useMutation({
      mutationFn: (payload: FaqArticlePayload) => api.post('/admin/faq', { body: payload, schema: commandAcceptedSchema }),
      onSettled,
    }),
    updateArticle: useMutation({
      mutationFn: ({ id, payload, version }: { id: string; payload: FaqArticlePayload; version: number | undefined }) =>
        api.put(`/admin/faq/${id}`, { body: payload, schema: commandAcceptedSchema, ifMatch: version }),
      onSettled,
    }),
    removeArticle: useMutation({
      mutationFn: ({ id, version }: { id: string; version: number | undefined }) => api.delete(`/admin/faq/${id}`, { ifMatch: version }),
      onSettled,
    }),
  };
}

/** A category's id: the read model answers `_id`, the spec also allows `id`. */
export const categoryIdOf = (category: { _id?: string; id?: string }) => category._id ?? category.id ?? '';
