import type { AnyAction } from '../../define-action';
import { COLOCATION_ACTIONS } from './colocation-actions';
import { WEB_HOSTING_ACTIONS } from './web-hosting-actions';

/** Every action of the Cloud & Hosting area's hosting (web hosting and co-location). */
export const HOSTING_ACTIONS: AnyAction[] = [...WEB_HOSTING_ACTIONS, ...COLOCATION_ACTIONS] as AnyAction[];
