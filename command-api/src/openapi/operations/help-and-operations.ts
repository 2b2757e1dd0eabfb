/* command-api's routes: the FAQ, notifications and the admin's failed-job retries. */
import type { ApiOperation } from '@fleetcheck/contracts/openapi';
import { jobRetriedResponseSchema } from '@fleetcheck/contracts';
import { faqArticleBodySchema, faqCategoryBodySchema } from '../../faq/body';
import { accepted } from './shared';

export const helpAndOperationsOperations: readonly ApiOperation[] = [
  {
    method: 'post',
    path: '/admin/faq-category',
    tag: 'faq',
    summary: 'Create an FAQ category',
    access: 'admin',
    body: faqCategoryBodySchema,
    status: 201,
    response: accepted,
  },
  {
    method: 'put',
    path: '/admin/faq-category/:id',
    tag: 'faq',
    summary: 'Update an FAQ category',
    access: 'admin',
    body: faqCategoryBodySchema,
    response: accepted,
  },
  {
    method: 'delete',
    path: '/admin/faq-category/:id',
    tag: 'faq',
    summary: 'Delete an FAQ category (Errors.CategoryInUse with articles)',
    access: 'admin',
    response: accepted,
    errors: ['Errors.CategoryInUse'],
  },
  {
    method: 'post',
    path: '/admin/faq',
    tag: 'faq',
    summary: 'Create an FAQ article',
    access: 'admin',
    body: faqArticleBodySchema,
    status: 201,
    response: accepted,
  },
  {
    method: 'put',
    path: '/admin/faq/:id',
    tag: 'faq',
    summary: 'Update an FAQ article',
    access: 'admin',
    body: faqArticleBodySchema,
    response: accepted,
  },
  { method: 'delete', path: '/admin/faq/:id', tag: 'faq', summary: 'Delete an FAQ article', access: 'admin', response: accepted },

  {
    method: 'patch',
    path: '/notification/:id/read',
    tag: 'notifications',
    summary: 'Mark a notification read (for the calling user)',
    access: 'company',
    response: accepted,
  },
  {
    method: 'patch',
    path: '/notification/:id/dismiss',
    tag: 'notifications',
    summary: 'Dismiss a notification',
    access: 'company',
    response: accepted,
  },

  {
    method: 'post',
    path: '/admin/jobs/:queue/:id/retry',
    tag: 'operations',
    summary: 'Retry a job that ran out of attempts',
    access: 'admin',
    response: jobRetriedResponseSchema,
    status: 202,
    errors: ['Errors.Unavailable'],
  },
];
