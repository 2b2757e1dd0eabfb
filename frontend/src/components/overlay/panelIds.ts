import { SIDE_PANEL_IDS } from '@fleetcheck/contracts/constants/ui';

/**
 * The side-panel ids of spec section 2, plus the header's profile panel, the admin outbox mail view and a
 * detector's maintenance (company and admin device lists) a check record's details and a check recorded by hand.
 */
export const panelIds = [
  ...SIDE_PANEL_IDS,
  'profile',
  'view-mail',
  'device-maintenance',
  'car-inspection',
  'admin-device-maintenance',
  'test-result-detail',
  'manual-check',
  'test-result-correction',
  'driver-invitation',
  'import',
  // Issue 35: a live call with a driver, and a phone confirmation by code.
  'live-call',
  'live-code',
] as const;
export type PanelId = (typeof panelIds)[number];
