import { normaliseSearchText, type SelectOption } from '@fleetcheck/contracts';

/**
 * The options whose label contains the typed text (case-insensitive), both read by the lists' search rule
 * (normaliseSearchText: `500\u3000あ` and `５００ あ` find 品川 500 あ 12-34); all of them for blank text.
 */
export function matchingOptions<T extends SelectOption>(options: readonly T[], search: string): readonly T[] {
  const needle = normaliseSearchText(search).toLowerCase();
  return needle ? options.filter((option) => normaliseSearchText(option.label).toLowerCase().includes(needle)) : options;
}
