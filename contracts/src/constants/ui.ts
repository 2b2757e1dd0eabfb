/** Presentation constants of spec section 9, shared so server-rendered mail and the app agree. */
export const MODAL_CLOSE_MS = 300;
export const SIDE_PANEL_CLOSE_MS = 200;
export const FAQ_PANEL_DELAY_MS = 200;
export const ANIMATION_MIN_MS = 200;
export const ANIMATION_MAX_MS = 600;

export const BREAKPOINTS = { tablet: 768, desktop: 1366 } as const;

export const PAGINATION_SIBLINGS = 1;
/** With this many pages or fewer, every page number is listed. */
export const PAGINATION_SHOW_ALL_MAX = 6;

/** date-fns style tokens (the list format is the spec's own 'YYYY.MM.DD' / 'H:mm'). */
export const DATE_FORMATS = {
  list: 'YYYY.MM.DD',
  time: 'H:mm',
  notification: 'yyyy.MM.dd',
  confirmation: 'yyyy-MM-dd',
  api: 'yyyy-MM-dd',
} as const;

export const DEVICE_IMAGE_WIDTHS = [640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const;
export const ICON_IMAGE_WIDTHS = [16, 32, 48, 64, 96, 128, 256, 384] as const;
export const IMAGE_DEFAULT_QUALITY = 75;

export const HOME_ROUTE = '/user';
/** Where the web app opens for a manager of a lapsed company (records-only access): the check board, with its results and exports. */
export const RECORDS_ONLY_HOME_ROUTE = '/user/check-board';
export const ADMIN_HOME_ROUTE = '/admin/companies';
/** Where an auditor lands after signing in: the companies they may read. */
export const AUDIT_HOME_ROUTE = '/admin/audit/companies';
export const LOGIN_ROUTE = '/authorization';
export const ADMIN_LOGIN_ROUTE = '/admin-authorization';
export const PUBLIC_ROUTE_PREFIXES = [
  '/authorization',
  '/admin-authorization',
  '/verify-email',
  '/verify-password-reset',
  '/auditor-invitation',
  '/simulation',
  '/omise-callback',
  '/payment-error',
  '/terms',
] as const;

export const SIDE_PANEL_IDS = [
  'add-driver',
  'edit-driver',
  'add-office',
  'edit-office',
  'add-car',
  'edit-car',
  'add-manager',
  'edit-manager',
  'view-manager',
  'add-device',
  'edit-device',
  'view-user',
  'view-admin-company',
  'admin-add-device',
  'admin-edit-device',
  'admin-edit-company',
  'admin-add-faq-category',
  'admin-edit-faq-category',
  'preview-editor-en',
  'preview-editor-ja',
  'download-csv',
  'filter',
] as const;
export type SidePanelId = (typeof SIDE_PANEL_IDS)[number];

export const REGISTRATION_STAGES = { company: 1, plan: 2, payment: 3, confirmation: 4 } as const;

/**
 * The map image beside a check's location (spec: info card, mapImage): one OpenStreetMap tile at this zoom
 * (a few streets around the point), from this origin, which the web app's content security policy admits as an
 * image source. Its use asks for the attribution the app shows under the image.
 */
export const MAP_TILE_ORIGIN = 'https://tile.openstreetmap.org';
export const MAP_TILE_ZOOM = 16;
