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
 * A route loader's fetches, each `() => queryClient.ensureQueryData(...)`: the page's queries in the cache before the
 * page shows, fetched side by side. A failed load is left to the page, whose own query shows the error in its place.
 */
export async function ensureLoaded(...loads: readonly (() => Promise<unknown>)[]): Promise<void> {
  await Promise.all(loads.map((load) => load().catch(() => undefined)));
}
