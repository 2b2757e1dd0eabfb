/** Business limits of spec sections 5 and 9. */
export const PAGE_SIZE = 10;
export const COMPANY_LIST_PAGE_SIZE = 50;
export const FAQ_CATEGORY_LIST_LIMIT = 999;
export const FAQ_ARTICLE_LIST_LIMIT = 9999;
export const LOOKUP_LIST_LIMIT = 1000;
export const LOOKUP_CACHE_SECONDS = 240;
/**
 * Paging bounds of every list query (issue 19): `limit` at most 100 (the FAQ lists keep the spec's 999 and
 * 9999, and the lookups the exact LOOKUP_LIST_LIMIT), `page` at most a million, so an offset always fits the stores.
 */
export const MAX_PAGE_LIMIT = 100;
export const MAX_PAGE = 1_000_000;

export const COUNTER_MAX = 9999;
export const QUOTE_DEBOUNCE_MS = 1000;

export const MOBILE_MIN_LENGTH = 10;
export const MOBILE_MAX_LENGTH = 11;
export const PASSWORD_MIN_LENGTH = 6;
export const CVV_MIN_DIGITS = 3;
export const CVV_MAX_DIGITS = 4;
export const LICENSE_MAX_LENGTH = 13;

/**
 * The longest text each kind of field takes (designed: the spec gives only the licence and mobile lengths).
 * Both APIs and the forms check these through the rules of forms/rules.ts, answering Errors.TooLong.
 */
export const TEXT_MAX_LENGTH = {
  /** A person's family or given name, or its reading (furigana). */
  personName: 50,
  /** A company's or an office's name. */
  organisationName: 100,
  /** Each line of an address: postcode, prefecture, municipality, town, building. */
  address: 100,
  /** Phone, fax and mobile numbers. */
  phone: 20,
  /** The longest address SMTP carries (RFC 5321). */
  email: 254,
  /** Car, chassis and serial numbers, licence types, bank references, ids. */
  code: 64,
  /** Short free words: a car's model and type, who checked a test, a card holder. */
  label: 128,
  /** FAQ category titles. */
  title: 200,
  /** FAQ questions and free notes such as a correction's reason. */
  notes: 500,
  /** What a check record says in words: 指示事項, その他 and the visual check's remark (issue 15). */
  checkRecordText: 1000,
  /** A list's search text. */
  search: 100,
  /** Longer than anyone types; keeps hashing cheap. */
  password: 128,
  /** Sanitised rich text (FAQ answers). */
  richText: 100_000,
} as const;
export type TextKind = keyof typeof TEXT_MAX_LENGTH;

/** A check recorded by hand may be dated at most this far ahead of the server's clock (clock drift, not intent). */
export const MANUAL_TEST_MAX_FUTURE_MINUTES = 5;

export const ALCOHOL_RESULT_DECIMALS = 3;
export const ALCOHOL_RESULT_UNIT = 'mg/l';

export const COOKIE_DAYS = 4;
export const TOKEN_REFRESH_POLL_SECONDS = 60;
export const CALENDAR_DISABLED_DAY_RETRIES = 365;

/** A photo the driver's phone app sends (the detector's display, the driver's face): at most 5 MB as sent. */
export const DRIVER_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** The display-size copy kept beside each original photo: at most this many pixels on its longer side. */
export const DRIVER_PHOTO_DISPLAY_PX = 1024;
/** The photo types the driver's phone app may send (the bytes are checked, not only the header). */
export const DRIVER_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** An office's start time when it names none ('HH:mm', Japan): a before-driving check is due by then (issue 34 item 5). */
export const DEFAULT_OFFICE_START_TIME = '08:00';
/** An office's cut-off when it names none: the workers' CHECK_CUTOFF default ('HH:mm', Japan). */
export const DEFAULT_OFFICE_CUTOFF = '23:00';
/** Minutes after the office's start time before a driver with no before-driving check is reminded (DRIVER_REMINDER_MARGIN_MINUTES). */
export const DEFAULT_DRIVER_REMINDER_MARGIN_MINUTES = 30;
