import { z } from 'zod';
import type { Language } from '../i18n/languages';

/** A text in both languages of the product. */
export type Words = Readonly<Record<Language, string>>;

/** Where a record came from. */
export const RECORD_SOURCES = ['device', 'manual', 'driver_app'] as const;
export type RecordSource = (typeof RECORD_SOURCES)[number];
export const SOURCE_WORDS = {
  device: { ja: '検知器から送信', en: 'Detector upload' },
  manual: { ja: '手入力', en: 'Entered by hand' },
  driver_app: { ja: '運転者アプリ', en: 'Driver app' },
} as const satisfies Record<RecordSource, Words>;

export const CHECK_TYPES = ['before_driving', 'after_driving'] as const;
export type CheckType = (typeof CHECK_TYPES)[number];
export const CHECK_METHODS = ['face_to_face', 'remote'] as const;
/** How a check that is not face to face was made (道路交通法施行規則 第9条の10: camera/monitor, mobile phone, work radio). */
export const REMOTE_METHODS = ['video', 'phone', 'radio', 'other'] as const;
export const VISUAL_CHECK_OUTCOMES = ['normal', 'not_normal'] as const;
/** What was done about a positive result: 乗務中止, 代替運転者, or something else. */
export const ACTIONS_TAKEN = ['stopped_duty', 'substitute_driver', 'other_action'] as const;

/** The two photos of a check taken on the driver's phone: the detector's display and the driver's face while blowing. */
export const CHECK_PHOTO_KINDS = ['display', 'face'] as const;
export type CheckPhotoKind = (typeof CHECK_PHOTO_KINDS)[number];
export const CHECK_PHOTO_WORDS = {
  display: { ja: '表示', en: 'Display' },
  face: { ja: '顔', en: 'Face' },
} as const satisfies Record<CheckPhotoKind, Words>;

/** Why a check from the phone has no location: the driver refused it, the phone could not tell, or it took too long. */
export const LOCATION_MISSING_REASONS = ['denied', 'unavailable', 'timeout'] as const;
export type LocationMissingReason = (typeof LOCATION_MISSING_REASONS)[number];
export const LOCATION_MISSING_WORDS = {
  denied: { ja: '位置情報の利用が許可されなかった', en: 'Location not allowed' },
  unavailable: { ja: '位置情報を取得できなかった', en: 'Location unavailable' },
  timeout: { ja: '位置情報の取得が時間切れ', en: 'Location timed out' },
} as const satisfies Record<LocationMissingReason, Words>;

/** A photo of a check as the record keeps it: its id, and the SHA-256 of the original and of the display-size copy. */
export const checkPhotoSchema = z.object({
  kind: z.enum(CHECK_PHOTO_KINDS),
  photoId: z.string(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  displaySha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type CheckPhoto = z.infer<typeof checkPhotoSchema>;

/** How many hex digits of a photo's SHA-256 the record book prints. */
export const PHOTO_HASH_PREFIX_LENGTH = 8;

/** The checker's look at the driver: face colour, breath smell and voice, plus a remark. */
export const visualCheckSchema = z.object({
  faceColour: z.enum(VISUAL_CHECK_OUTCOMES),
  breathSmell: z.enum(VISUAL_CHECK_OUTCOMES),
  voice: z.enum(VISUAL_CHECK_OUTCOMES),
  remark: z.string().nullable(),
});
export type VisualCheck = z.infer<typeof visualCheckSchema>;

/**
 * Who may confirm a driver's check: the office's 安全運転管理者 (a manager's role unless set otherwise), or a 補助者
 * (an assistant confirmer, issue 35 item 4) who confirms on the safe-driving manager's behalf.
 */
export const CONFIRMER_ROLES = ['safe_driving_manager', 'assistant'] as const;
export type ConfirmerRole = (typeof CONFIRMER_ROLES)[number];
export const DEFAULT_CONFIRMER_ROLE: ConfirmerRole = 'safe_driving_manager';
export const CONFIRMER_ROLE_WORDS = {
  safe_driving_manager: { ja: '安全運転管理者', en: 'Safe driving manager' },
  assistant: { ja: '補助者', en: 'Assistant confirmer' },
} as const satisfies Record<ConfirmerRole, Words>;

/**
 * A registered manager as named when they acted: the record keeps the name even if the manager is renamed later.
 * `role` is written when a 補助者 acted; absent, a 安全運転管理者 acted (and on every record from before roles).
 */
export const recordManagerSchema = z.object({ managerId: z.string(), name: z.string(), role: z.enum(CONFIRMER_ROLES).optional() });
export type RecordManager = z.infer<typeof recordManagerSchema>;

/** The role a record names a manager in: a 安全運転管理者 unless the record says 補助者. */
export const confirmerRoleOf = (manager: Pick<RecordManager, 'role'>): ConfirmerRole => manager.role ?? DEFAULT_CONFIRMER_ROLE;

/** A record's manager as the record book names them: "山田 太郎", or "佐藤 花子（補助者）" for an assistant confirmer. */
export function recordManagerWords(manager: RecordManager | null | undefined, language: Language): string {
  if (!manager) return '';
  if (confirmerRoleOf(manager) !== 'assistant') return manager.name;
  const role = CONFIRMER_ROLE_WORDS.assistant[language];
  return language === 'ja' ? `${manager.name}（${role}）` : `${manager.name} (${role})`;
}

/** The record book's and the screens' words for a record's standing and its columns (one list, with the codes' words above). */
export const RECORD_WORDS = {
  awaiting: { ja: '確認待ち', en: 'Awaiting confirmation' },
  confirmed: { ja: '確認済み', en: 'Confirmed' },
  returned: { ja: '差し戻し', en: 'Returned' },
  under_maintenance: { ja: '検知器は保守中', en: 'Detector under maintenance' },
  check_overdue: { ja: '検知器の週次点検切れ', en: "Detector's weekly check overdue" },
  usage_limit_passed: { ja: '検知器の使用期限切れ', en: 'Detector past its usage limit date' },
  alcoholDetected: { ja: '有', en: 'Yes' },
  noAlcohol: { ja: '無', en: 'No' },
  detector: { ja: '検知器', en: 'Detector' },
  noDetector: { ja: '検知器なし', en: 'No detector' },
  driverId: { ja: '運転者', en: 'Driver' },
  carId: { ja: '自動車登録番号', en: 'Vehicle' },
  none: { ja: 'なし', en: 'none' },
  noVehicle: { ja: '車両なし', en: 'No vehicle' },
  lateEntry: { ja: '【遅延入力】', en: '[Entered late]' },
  testedAt: { ja: '確認の日時', en: 'Date and time' },
  alcohol: { ja: '酒気帯びの有無', en: 'Alcohol detected' },
  incomplete: { ja: '記入漏れ', en: 'Incomplete' },
  /** A driver-app check with no live confirmation by the office's cut-off (issue 35 item 5), as a missing item. */
  liveConfirmation: { ja: 'ライブ確認（未確認）', en: 'Live confirmation (not confirmed)' },
} as const satisfies Record<string, Words>;

/** The words of every code a record item holds, as a reader of the record book reads them. */
export const CODE_WORDS = {
  before_driving: { ja: '運転前', en: 'Before driving' },
  after_driving: { ja: '運転後', en: 'After driving' },
  face_to_face: { ja: '対面', en: 'Face to face' },
  remote: { ja: '対面以外', en: 'Remote' },
  video: { ja: 'カメラ・モニター', en: 'Camera / monitor' },
  phone: { ja: '携帯電話', en: 'Mobile phone' },
  radio: { ja: '業務無線', en: 'Work radio' },
  other: { ja: 'その他の方法', en: 'Other means' },
  normal: { ja: '異常なし', en: 'Normal' },
  not_normal: { ja: '異常あり', en: 'Not normal' },
  stopped_duty: { ja: '乗務中止', en: 'Duty stopped' },
  substitute_driver: { ja: '代替運転者', en: 'Substitute driver' },
  other_action: { ja: 'その他の措置', en: 'Other action' },
} as const satisfies Record<string, Words>;
export type WordedCode = keyof typeof CODE_WORDS;

/** A code in words; an empty text for none. */
export const codeWords = (code: WordedCode | null | undefined, language: Language): string => (code ? CODE_WORDS[code][language] : '');

const VISUAL_CHECK_PARTS = {
  faceColour: { ja: '顔色', en: 'Face colour' },
  breathSmell: { ja: '呼気の臭い', en: 'Breath smell' },
  voice: { ja: '声の調子', en: 'Voice' },
} as const satisfies Record<string, Words>;

export function visualCheckWords(check: VisualCheck | null, language: Language): string {
  if (!check) return '';
  const parts = (Object.keys(VISUAL_CHECK_PARTS) as (keyof typeof VISUAL_CHECK_PARTS)[]).map(
    (part) => `${VISUAL_CHECK_PARTS[part][language]}: ${codeWords(check[part], language)}`,
  );
  return [...parts, ...(check.remark ? [check.remark] : [])].join(' / ');
}
