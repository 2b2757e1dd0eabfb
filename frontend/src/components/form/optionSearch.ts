import type { SelectOption } from '@fleetcheck/contracts';

/** The options whose label contains the typed text (case-insensitive); all of them for blank text. */
export function matchingOptions<T extends SelectOption>(options: readonly T[], search: string): readonly T[] {
  const needle = search.trim().toLowerCase();
  return needle ? options.filter((option) => option.label.toLowerCase().includes(needle)) : options;
}
