import { i18n } from '@lingui/core';
import { resolveLanguage, type Language } from '../i18n/language';

/**
 * How long data a route loader fetched counts as fresh: a loader (also run on a hovered or focused link, intent
 * preloading) fills the cache and the page then shows it without asking again. Our own writes refetch at once.
 */
export const loadedFreshMs = 10_000;

/** The interface language now, for a loader's query key (components read it with useLanguage). */
export const currentLanguage = (): Language => resolveLanguage(i18n.locale);

/**
 * A route loader's fetch, `() => queryClient.ensureQueryData(...)`: the page's query in the cache before the page
 * shows. A failed load is left to the page, whose own query shows the error in its place.
 */
export async function ensureLoaded(load: () => Promise<unknown>): Promise<void> {
  await load().catch(() => undefined);
}
