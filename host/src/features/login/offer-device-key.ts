/** Set by a PIN sign-in: the signed-in shell then offers to register this device (spec §4 Device registration). */
export const OFFER_DEVICE_KEY = 'portal.offer-device-registration';
