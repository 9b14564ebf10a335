import { ERROR_CODES } from '@portal/contract';

/** A failure reported to the caller: the HTTP status, a code the client acts on, the text it shows, and the field at fault. */
export class ActionFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export const badInput = (message: string, field?: string) => new ActionFailure(400, ERROR_CODES.badInput, message, field);
export const notFound = (what = 'That item') => new ActionFailure(404, ERROR_CODES.notFound, `${what} was not found.`);
export const unauthenticated = () =>
  new ActionFailure(401, ERROR_CODES.unauthenticated, 'Your session has expired. Please sign in to access your account.');
export const forbidden = (message = 'You do not have access to this part of the portal.') =>
  new ActionFailure(403, ERROR_CODES.forbidden, message);
export const reauthRequired = () => new ActionFailure(403, ERROR_CODES.reauthRequired, 'Please re-authenticate to continue.');
export const termsNotAccepted = () =>
  new ActionFailure(403, ERROR_CODES.termsNotAccepted, 'Please accept the terms of use to continue.');
export const rateLimited = (message: string) => new ActionFailure(429, ERROR_CODES.rateLimited, message);
export const tooLarge = (message = 'The request is too large.') => new ActionFailure(413, ERROR_CODES.tooLarge, message);
export const unsupportedMediaType = (message = 'Send the request body as JSON.') =>
  new ActionFailure(415, ERROR_CODES.unsupportedMediaType, message);
/** A dependency (the SMS gateway, …) did not do its part: the caller may try again shortly. */
export const serviceUnavailable = (message: string) => new ActionFailure(503, ERROR_CODES.serviceUnavailable, message);
