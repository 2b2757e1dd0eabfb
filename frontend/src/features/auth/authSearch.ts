import { z } from 'zod';

export const authPages = ['login', 'register', 'forgot-password'] as const;

export const authSearchSchema = z.object({
  page: z.enum(authPages).default('login').catch('login'),
  redirect: z.string().optional().catch(undefined),
});
