import type { z } from 'zod';
import { RECORD_ITEMS, RECORD_ITEM_KEYS, type RecordItemKey, type RecordItems } from './items';

/** The shapes every reader of a record derives from the table of record items (`./items.ts`). */

type Stored<K extends RecordItemKey> = RecordItems[K]['stored'];
type Input<K extends RecordItemKey> = Exclude<RecordItems[K]['input'], null>;
type Correctable = { [K in RecordItemKey]: RecordItems[K]['correctable'] extends true ? K : never }[RecordItemKey];
type Stated = { [K in RecordItemKey]: RecordItems[K]['input'] extends null ? never : K }[RecordItemKey];
type Required = { [K in RecordItemKey]: RecordItems[K] extends { required?: true } ? K : never }[RecordItemKey];

/** The items' values on a record. */
export type RecordItemValues = { [K in RecordItemKey]: z.output<Stored<K>> };

function shape<T>(keys: readonly RecordItemKey[], schema: (key: RecordItemKey) => z.ZodType): T {
  return Object.fromEntries(keys.map((key) => [key, schema(key)])) as T;
}
const correctableKeys = RECORD_ITEM_KEYS.filter((key) => RECORD_ITEMS[key].correctable);
const statedKeys = RECORD_ITEM_KEYS.filter((key) => RECORD_ITEMS[key].input !== null);
const inputOf = (key: RecordItemKey): z.ZodType => RECORD_ITEMS[key].input!;

/** On the event TestResultRecorded. */
export const recordItemsEventShape = shape<{ [K in RecordItemKey]: Stored<K> }>(RECORD_ITEM_KEYS, (key) => RECORD_ITEMS[key].stored);

/** On the read document: a document written before an item was kept reads as the item's absent value. */
export const recordItemsReadShape = shape<{ [K in RecordItemKey]: z.ZodDefault<Stored<K>> }>(RECORD_ITEM_KEYS, (key) =>
  (RECORD_ITEMS[key].stored as z.ZodType).default(RECORD_ITEMS[key].absent as never),
);

/** On the event TestResultCorrected: each correctable item, optional. */
export const recordItemsCorrectionShape = shape<{ [K in Correctable]: z.ZodOptional<Stored<K>> }>(correctableKeys, (key) =>
  (RECORD_ITEMS[key].stored as z.ZodType).optional(),
);
export type RecordItemChanges = Partial<Pick<RecordItemValues, Correctable>>;

/** On a request that records a check: the items it states (a required one must be there; others default to none). */
export const recordItemsInputShape = shape<{ [K in Stated]: K extends Required ? Input<K> : z.ZodDefault<Input<K>> }>(statedKeys, (key) =>
  RECORD_ITEMS[key].required ? inputOf(key) : inputOf(key).default(RECORD_ITEMS[key].absent as never),
);

/** On a correction request: each correctable item a request states, optional. */
export const recordItemsCorrectionInputShape = shape<{ [K in Stated & Correctable]: z.ZodOptional<Input<K>> }>(
  statedKeys.filter((key) => RECORD_ITEMS[key].correctable),
  (key) => inputOf(key).optional(),
);

/** The newest version of TestResultRecorded that the table knows of. */
export const RECORD_ITEMS_VERSION = Math.max(...RECORD_ITEM_KEYS.map((key) => RECORD_ITEMS[key].since));

/** What a TestResultRecorded of `version` lacks to be of `version + 1`: the items introduced then, as absent. */
export const itemsIntroducedAfter = (version: number): Partial<RecordItemValues> =>
  Object.fromEntries(
    RECORD_ITEM_KEYS.filter((key) => RECORD_ITEMS[key].since === version + 1).map((key) => [key, RECORD_ITEMS[key].absent]),
  );

/** An item's value in words (empty for none). */
export const recordItemText = <K extends RecordItemKey>(
  key: K,
  value: RecordItemValues[K],
  language: 'ja' | 'en',
  japanTime: (instant: string) => string,
): string =>
  (RECORD_ITEMS[key].text as (value: RecordItemValues[K], language: 'ja' | 'en', japanTime: (instant: string) => string) => string)(
    value,
    language,
    japanTime,
  );

export const isRecordItemKey = (key: string): key is RecordItemKey => Object.hasOwn(RECORD_ITEMS, key);

/** Every item as none: what a record that states nothing holds (fixtures and seeds spread it, then set their own). */
export const ABSENT_RECORD_ITEMS = Object.fromEntries(RECORD_ITEM_KEYS.map((key) => [key, RECORD_ITEMS[key].absent])) as RecordItemValues;
