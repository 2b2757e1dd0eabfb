/** `registered-device-<id>`: the platform registry; a company's own device list lives in `device-<id>`. */
export const registeredDeviceStream = (deviceId: string) => `registered-device-${deviceId}`;
