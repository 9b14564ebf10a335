/** Names and numbers the client and the server must agree on (spec §7, §9). */
export const API_BASE = '/api/solid/isp-portal';
export const actionPath = (name: string) => `${API_BASE}/action/${name}`;
export const downloadPath = (name: string) => `${API_BASE}/download/${name}`;
export const uploadPath = (name: string) => `${API_BASE}/upload/${name}`;
/** Several reads of READS_TOGETHER in one request (POST { reads: [names] }), each answered as its own envelope. */
export const READS_PATH = `${API_BASE}/reads`;

/** spec §7 direct calls. */
export const VERSION_PATH = '/version';
export const LOGGER_PATH = '/api/logger';
/** The retry marker a version-check reload puts in the address (spec §4 Version check). */
export const VERSION_RETRY_PARAM = 'versionRetry';

/** The custom header that carries the session token. */
export const AUTH_HEADER = 'x-portal-authorization';

/** Error codes the server puts in `errors[].code` and the client acts on. */
export const ERROR_CODES = {
  badInput: 'BAD_INPUT',
  unknownAction: 'UNKNOWN_ACTION',
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  reauthRequired: 'REAUTH_REQUIRED',
  termsNotAccepted: 'TERMS_NOT_ACCEPTED',
  duplicateContacts: 'DUPLICATE_CONTACTS',
  rateLimited: 'RATE_LIMITED',
  tooLarge: 'PAYLOAD_TOO_LARGE',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  internal: 'INTERNAL',
  serviceUnavailable: 'SERVICE_UNAVAILABLE',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

export const NETWORK_ERROR_MESSAGE =
  'We could not reach the server. Please check your connection and try again.';

/** spec §4: credit card = 1, debit order = 2, cash = 3. */
export const PAYMENT_METHOD = { creditCard: 1, debitOrder: 2, cash: 3 } as const;

/** spec §9 */
export const CACHE_SECONDS = { options: 600, account: 600, accountAfterUpdate: 3600, alerts: 60 } as const;
export const CACHE_LOCK_POLL_MS = 100;
export const CACHE_LOCK_MAX_POLLS = 10_000;
export const MOBILE_MAX_WIDTH = 761;
export const SIDEBAR_BREAKPOINT = 1360;
export const PIN_LENGTH = 6;
export const REAUTH_FRESHNESS_SECONDS = 120;
/** spec §9 Device credential. */
export const DEVICE_CREDENTIAL = { timeoutMs: 60_000, algorithm: -7 } as const;
export const UPLOAD_LIMIT_BYTES = 16_777_216;
export const ALERT_DISMISS_MS = 3000;
export const ACCOUNT_PAGE_SIZE = { parent: 5, child: 25 } as const;
export const PRODUCT_TEXT = { max: 40, keep: 37 } as const;

export { moveStorageKeys, STORAGE_KEYS } from './storage-keys';

/**
 * The query parameter a payment gateway returns its reference in (/payment/redirect?paymentToken=…). Not 'token':
 * that one is the session token the navigation guard accepts from the address (spec §2).
 */
export const PAYMENT_RETURN_PARAM = 'paymentToken';

/**
 * spec §6 feature-config flags the portal knows. An instance switches each on in its config's `features`; a flag
 * it leaves out is off, and the elements behind it are hidden.
 */
export const FEATURES = {
  /** The Call Report tab and page (a provider without voice services has no calls to report). */
  callReport: 'callReport',
} as const;
