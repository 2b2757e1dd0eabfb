/**
 * Japanese era labels for year selects: '令和2年 (2020)'.
 *
 * Label rule: a Gregorian year takes the era in force on its last day (31 December). A transition year
 * therefore shows the new era's first year: 1989 is 平成元年 (Shōwa ended 7 January 1989) and 2019 is
 * 令和元年 (Heisei ended 30 April 2019). Year 1 of an era is written 元年, as is customary.
 */
export type EraLabelLanguage = 'ja' | 'en';

interface Era {
  /** First Gregorian year labelled with this era under the rule above. */
  firstYear: number;
  ja: string;
  en: string;
}

const ERAS: readonly Era[] = [
  { firstYear: 2019, ja: '令和', en: 'Reiwa' },
  { firstYear: 1989, ja: '平成', en: 'Heisei' },
  { firstYear: 1926, ja: '昭和', en: 'Showa' },
];

/** The year-select span of spec section 3. */
export const ERA_YEAR_MIN = 1943;
export const ERA_YEAR_MAX = 2043;

export function japaneseEra(year: number): { name: string; nameEn: string; eraYear: number } {
  const era = ERAS.find((candidate) => year >= candidate.firstYear);
  if (!Number.isInteger(year) || !era) throw new RangeError(`No Japanese era label for year ${year}`);
  return { name: era.ja, nameEn: era.en, eraYear: year - era.firstYear + 1 };
}

export function japaneseEraLabel(year: number, language: EraLabelLanguage = 'ja'): string {
  const { name, nameEn, eraYear } = japaneseEra(year);
  if (language === 'en') return `${nameEn} ${eraYear} (${year})`;
  return `${name}${eraYear === 1 ? '元' : eraYear}年 (${year})`;
}
