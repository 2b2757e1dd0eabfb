import { ERA_YEAR_MAX, ERA_YEAR_MIN, japaneseEraLabel } from '@fleetcheck/contracts';
import type { Language } from './language';

export interface YearOption {
  readonly value: string;
  readonly label: string;
}

/** Year options between two years (inclusive, clamped to 1943..2043), newest first, with era labels. */
export function yearOptions(from: number, to: number, language: Language): YearOption[] {
  const start = Math.max(from, ERA_YEAR_MIN);
  const end = Math.min(to, ERA_YEAR_MAX);
  const options: YearOption[] = [];
  for (let year = end; year >= start; year--) options.push({ value: String(year), label: japaneseEraLabel(year, language) });
  return options;
}
