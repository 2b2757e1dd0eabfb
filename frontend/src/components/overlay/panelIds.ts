import { SIDE_PANEL_IDS } from '@fleetcheck/contracts';

/** The side-panel ids of spec section 2, plus the header's profile panel and the admin outbox mail view. */
export const panelIds = [...SIDE_PANEL_IDS, 'profile', 'view-mail'] as const;
export type PanelId = (typeof panelIds)[number];
