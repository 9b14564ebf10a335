import { ERROR_CODES, type ErrorCode } from './constants';

export interface ErrorItem {
  code: string;
  message: string;
  field?: string;
}

/** A failed action: `message` is the first text of the server's errors list. */
export class ActionError extends Error {
  readonly code: ErrorCode | string;
  readonly status: number;
  readonly field?: string;
  readonly errors: ErrorItem[];
  readonly correlationId?: string;

  constructor(opts: { message: string; code: string; status: number; errors?: ErrorItem[]; field?: string; correlationId?: string }) {
    super(opts.message);
    this.name = 'ActionError';
    this.code = opts.code;
    this.status = opts.status;
    this.field = opts.field;
    this.errors = opts.errors ?? [{ code: opts.code, message: opts.message }];
    this.correlationId = opts.correlationId;
  }

  get isNetworkError() {
    return this.status === 0;
  }
}

export const isActionError = (e: unknown): e is ActionError => e instanceof ActionError;

/** The text to show a person: a refusal names its field for programs ('cartLines: …'); people get the sentence alone. */
export const messageForPeople = (e: Error) => (isActionError(e) && e.field && e.message.startsWith(`${e.field}: `) ? e.message.slice(e.field.length + 2) : e.message);
export const isReauthRequired = (e: unknown) => isActionError(e) && e.code === ERROR_CODES.reauthRequired;
