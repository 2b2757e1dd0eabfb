export { MODAL_CLOSE_MS as modalCloseMs, SIDE_PANEL_CLOSE_MS as panelCloseMs } from '@fleetcheck/contracts/constants/ui';
