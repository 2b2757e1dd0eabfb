/** `device-<id>`: a company's own device list (the admin registry is `registered-device-<id>`). */
export const companyDeviceStream = (deviceId: string) => `device-${deviceId}`;
