import type { PlanFit } from '../../services/plan-fit';

/** By service type: why a service of the hosting group cannot move to a plan (see PlanFit). */
export const HOSTING_PLAN_FITS: Record<string, PlanFit> = {};
