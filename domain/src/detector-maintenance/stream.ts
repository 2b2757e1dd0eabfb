/** `detector-maintenance-<deviceId>`: a detector's maintenance log, whichever list the detector is on. */
export const detectorMaintenanceStream = (deviceId: string) => `detector-maintenance-${deviceId}`;
