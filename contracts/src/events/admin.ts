import { z } from 'zod';
import { createCatalogue, defineEvent, type EventOf } from './catalogue';

/** Platform staff (userType 1). */
export const PlatformAdminCreated = defineEvent({
  type: 'PlatformAdminCreated',
  schema: z.object({
    adminId: z.string(),
    username: z.string(),
    passwordHash: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    language: z.enum(['ja', 'en']),
  }),
});

export const PlatformAdminLanguageChanged = defineEvent({
  type: 'PlatformAdminLanguageChanged',
  schema: z.object({ adminId: z.string(), language: z.enum(['ja', 'en']) }),
});

export const adminEvents = [PlatformAdminCreated, PlatformAdminLanguageChanged] as const;
export type AdminEvent = EventOf<(typeof adminEvents)[number]>;
export const adminCatalogue = createCatalogue(adminEvents);
