import { z } from 'zod';
import { TEXT_MAX_LENGTH } from '../constants/limits';
import { ErrorKeys } from '../errors/keys';
import type { Language } from '../i18n/languages';
import {
  CHECK_METHODS,
  ACTIONS_TAKEN,
  CHECK_PHOTO_WORDS,
  LOCATION_MISSING_REASONS,
  LOCATION_MISSING_WORDS,
  PHOTO_HASH_PREFIX_LENGTH,
  checkPhotoSchema,
  CHECK_TYPES,
  RECORD_SOURCES,
  REMOTE_METHODS,
  SOURCE_WORDS,
  VISUAL_CHECK_OUTCOMES,
  codeWords,
  recordManagerSchema,
  recordManagerWords,
  visualCheckSchema,
  visualCheckWords,
  type Words,
} from './vocabulary';

/** The record book PDF's columns that record items fill (the eight items of 道路交通法施行規則 第9条の10, and after). */
export const RECORD_BOOK_ITEM_COLUMNS = ['vehicle', 'checker', 'method', 'instructions', 'other', 'source'] as const;
export type RecordBookItemColumn = (typeof RECORD_BOOK_ITEM_COLUMNS)[number];

/**
 * One record item. `stored` is its shape on the event and the read document; `input` what a request states
 * (null when the server sets it); `absent` its value on a record written before the event's version `since`,
 * and on a request that leaves it out (unless `required`).
 */
export interface RecordItem<Stored extends z.ZodType = z.ZodType, Input extends z.ZodType | null = z.ZodType | null> {
  readonly since: number;
  readonly stored: Stored;
  readonly absent: z.output<Stored>;
  readonly input: Input;
  readonly required?: boolean;
  readonly correctable: boolean;
  readonly label: Words;
  /** The value in words, never a code (empty for none); an instant through `japanTime` (the business calendar's). */
  readonly text: (value: z.output<Stored>, language: Language, japanTime: (instant: string) => string) => string;
  /** The record book PDF column that shows it (null: CSV only). */
  readonly pdf: RecordBookItemColumn | null;
}

const item = <
  Stored extends z.ZodType,
  Input extends z.ZodType | null,
  const Correctable extends boolean,
  const Required extends boolean = false,
>(
  definition: RecordItem<Stored, Input> & { correctable: Correctable; required?: Required },
) => definition;

/** 指示事項, その他 and remarks: up to 1,000 characters; blank is none. */
export const recordTextInput = z
  .string()
  .trim()
  .max(TEXT_MAX_LENGTH.checkRecordText, ErrorKeys.TooLong)
  .nullable()
  .transform((text) => text || null);
const recordText = z.string().nullable();
const asText = (value: string | null): string => value ?? '';
/** A registered manager named by id in a request; the command side resolves the name. */
const managerIdInput = z.string().trim().min(1, 'Errors.Required').max(TEXT_MAX_LENGTH.label, ErrorKeys.TooLong);
const outcome = z.enum(VISUAL_CHECK_OUTCOMES, { error: 'Errors.Required' });
/** What was done about a positive result: the driver stopped, another driver took over, or something else (said in words). */
const actionTakenSchema = z.object({ kind: z.enum(ACTIONS_TAKEN), text: z.string().nullable() });

/**
 * The record items: each defined once, here. The request bodies, the event, the read document, the front end's
 * types, the CSV and the record book PDF are derived from this table (`./derive.ts`, `./record-book.ts`).
 * Adding an item: one entry here (with `since` the event's next version), and where the server sets it.
 */
export const RECORD_ITEMS = {
  /** Where the record came from: a detector's upload, a manager's hand entry or the driver app. */
  source: item({
    since: 1,
    stored: z.enum(RECORD_SOURCES),
    absent: 'device',
    input: null,
    correctable: false,
    label: { ja: '記録の出所', en: 'Source' },
    text: (value, language) => SOURCE_WORDS[value][language],
    pdf: 'source',
  }),
  checkType: item({
    since: 1,
    stored: z.enum(CHECK_TYPES),
    absent: 'before_driving',
    input: z.enum(CHECK_TYPES, { error: 'Errors.Required' }),
    required: true,
    correctable: true,
    label: { ja: '確認の種類', en: 'Check type' },
    text: codeWords,
    pdf: 'method',
  }),
  method: item({
    since: 1,
    stored: z.enum(CHECK_METHODS),
    absent: 'face_to_face',
    input: z.enum(CHECK_METHODS, { error: 'Errors.Required' }),
    required: true,
    correctable: true,
    label: { ja: '確認の方法', en: 'Method' },
    text: codeWords,
    pdf: 'method',
  }),
  /** Set exactly when the method is remote. */
  remoteMethod: item({
    since: 4,
    stored: z.enum(REMOTE_METHODS).nullable(),
    absent: null,
    input: z.enum(REMOTE_METHODS, { error: 'Errors.Invalid' }).nullable(),
    correctable: true,
    label: { ja: '対面以外の方法', en: 'Remote means' },
    text: codeWords,
    pdf: 'method',
  }),
  /** Why a check typed in by hand names no detector (null when it names one, and on device uploads). */
  noDetectorReason: item({
    since: 4,
    stored: recordText,
    absent: null,
    input: recordTextInput,
    correctable: true,
    label: { ja: '検知器を使用しなかった理由', en: 'Why no detector' },
    text: asText,
    pdf: 'method',
  }),
  /** The registered manager who checked the driver (確認者). */
  checker: item({
    since: 4,
    stored: recordManagerSchema.nullable(),
    absent: null,
    input: managerIdInput.nullable(),
    correctable: true,
    label: { ja: '確認者', en: 'Checker' },
    text: recordManagerWords,
    pdf: 'checker',
  }),
  /** Who checked the driver, as free text (records before v4; kept for old clients). */
  checkedBy: item({
    since: 1,
    stored: z.string().nullable(),
    absent: null,
    input: z.string().trim().max(TEXT_MAX_LENGTH.label, ErrorKeys.TooLong).nullable(),
    correctable: true,
    label: { ja: '確認者（記入）', en: 'Checked by (as typed)' },
    text: asText,
    pdf: 'checker',
  }),
  /** The checker's look at the driver. */
  visualCheck: item({
    since: 4,
    stored: visualCheckSchema.nullable(),
    absent: null,
    input: z.object({ faceColour: outcome, breathSmell: outcome, voice: outcome, remark: recordTextInput.default(null) }).nullable(),
    correctable: true,
    label: { ja: '目視等による確認', en: 'Visual check' },
    text: visualCheckWords,
    pdf: 'other',
  }),
  /** 指示事項: what the checker told the driver. */
  instructions: item({
    since: 4,
    stored: recordText,
    absent: null,
    input: recordTextInput,
    correctable: true,
    label: { ja: '指示事項', en: 'Instructions' },
    text: asText,
    pdf: 'instructions',
  }),
  /** その他必要な事項. */
  /** What was done about a positive result (乗務中止, 代替運転者, or other with text). */
  actionTaken: item({
    since: 5,
    stored: actionTakenSchema.nullable(),
    absent: null,
    input: z.object({ kind: z.enum(ACTIONS_TAKEN, { error: 'Errors.Required' }), text: recordTextInput.default(null) }).nullable(),
    correctable: true,
    label: { ja: '講じた措置', en: 'Action taken' },
    text: (value, language) => (value ? [codeWords(value.kind, language), value.text ?? ''].filter(Boolean).join(': ') : ''),
    pdf: 'instructions',
  }),
  /** Why a record names no vehicle (an explicit "no vehicle"; never the driver's usual car). */
  noVehicleReason: item({
    since: 5,
    stored: recordText,
    absent: null,
    input: recordTextInput,
    correctable: true,
    label: { ja: '車両なしの理由', en: 'Why no vehicle' },
    text: asText,
    pdf: 'vehicle',
  }),
  /** When the record reached FleetCheck (null on records from before it was kept). */
  enteredAt: item({
    since: 5,
    stored: z.iso.datetime().nullable(),
    absent: null,
    input: null,
    correctable: false,
    label: { ja: '入力日時', en: 'Entered at' },
    text: (value, _language, japanTime) => (value ? japanTime(value) : ''),
    pdf: null,
  }),
  /** Why a record entered more than 24 hours after its check was entered late. */
  lateEntryReason: item({
    since: 5,
    stored: recordText,
    absent: null,
    input: recordTextInput,
    correctable: true,
    label: { ja: '遅延入力の理由', en: 'Why entered late' },
    text: asText,
    pdf: 'source',
  }),
  /** The photos of a check from the driver's phone (issue 34): their SHA-256 is on the event, so the record chain covers them. */
  photos: item({
    since: 6,
    stored: z.array(checkPhotoSchema),
    absent: [],
    input: null,
    correctable: false,
    label: { ja: '写真', en: 'Photos' },
    text: (value, language) =>
      value.map((photo) => `${CHECK_PHOTO_WORDS[photo.kind][language]} ${photo.sha256.slice(0, PHOTO_HASH_PREFIX_LENGTH)}`).join(' / '),
    pdf: 'other',
  }),
  /** Why a check from the driver's phone has no location (the location itself is the record's `location`). */
  locationMissingReason: item({
    since: 6,
    stored: z.enum(LOCATION_MISSING_REASONS).nullable(),
    absent: null,
    input: null,
    correctable: false,
    label: { ja: '位置情報がない理由', en: 'Why no location' },
    text: (value, language) => (value ? LOCATION_MISSING_WORDS[value][language] : ''),
    pdf: null,
  }),
  /** The phone's clock when the driver took the check, as the phone stated it (the check time; the entry time is the server's). */
  phoneTime: item({
    since: 6,
    stored: z.string().nullable(),
    absent: null,
    input: null,
    correctable: false,
    label: { ja: '端末の時刻', en: 'Phone time' },
    text: (value, _language, japanTime) => (value ? japanTime(value) : ''),
    pdf: null,
  }),
  /** Taken on the phone without a network and sent later: the record book shows it with both times. */
  offline: item({
    since: 6,
    stored: z.boolean(),
    absent: false,
    input: null,
    correctable: false,
    label: { ja: 'オフライン', en: 'Offline' },
    text: (value, language) => (value ? { ja: 'オフライン', en: 'Offline' }[language] : ''),
    pdf: 'source',
  }),
  notes: item({
    since: 4,
    stored: recordText,
    absent: null,
    input: recordTextInput,
    correctable: true,
    label: { ja: 'その他', en: 'Other notes' },
    text: asText,
    pdf: 'other',
  }),
};

export type RecordItems = typeof RECORD_ITEMS;
export type RecordItemKey = keyof RecordItems;
export const RECORD_ITEM_KEYS = Object.keys(RECORD_ITEMS) as RecordItemKey[];
