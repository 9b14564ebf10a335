import type { AnyAction } from '../../define-action';
import { DOMAIN_ACTIONS } from './domain-actions';
import { EMAIL_ACTIONS } from './email-actions';
import { EXCHANGE_ACTIONS } from './exchange-actions';

/** Every action of the mail services. */
export const MAIL_ACTIONS: AnyAction[] = [...EMAIL_ACTIONS, ...EXCHANGE_ACTIONS, ...DOMAIN_ACTIONS] as AnyAction[];
