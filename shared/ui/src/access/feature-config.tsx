import type { ReactNode } from 'react';
import { useSyncExternalStore } from 'react';

/**
 * spec §6 feature-config: an element is hidden unless a feature flag check succeeds. The spec leaves the check
 * open, so it is data the host provides once at start from the instance config, e.g.
 *
 *   configureFeatureCheck(featureCheckFromFlags(instanceConfig.features ?? {}));
 *
 * Until a check is configured, and for a flag the check does not know, the answer is "off": a feature an
 * instance did not switch on stays hidden. @portal/ui is a federation singleton, so every remote sees the
 * host's check.
 */
export type FeatureCheck = (flag: string) => boolean;

const OFF: FeatureCheck = () => false;
let currentCheck: FeatureCheck = OFF;
const listeners = new Set<() => void>();

/** Sets the check every feature-config element asks (null: back to all off). Elements on screen update at once. */
export function configureFeatureCheck(check: FeatureCheck | null) {
  currentCheck = check ?? OFF;
  listeners.forEach((listener) => listener());
}

/** A check from a map of flag names to on/off, as an instance config holds them; unknown names are off. */
export function featureCheckFromFlags(flags: Readonly<Record<string, boolean>>): FeatureCheck {
  return (flag) => Object.prototype.hasOwnProperty.call(flags, flag) && flags[flag] === true;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** True when the flag's check succeeds; a check that throws counts as off. */
export function isFeatureEnabled(flag: string, check: FeatureCheck = currentCheck): boolean {
  try {
    return check(flag) === true;
  } catch {
    return false;
  }
}

/** The configured check, kept current: for filtering lists of elements by their flags. */
export function useFeatureCheck(): (flag: string) => boolean {
  const check = useSyncExternalStore(subscribe, () => currentCheck, () => currentCheck);
  return (flag) => isFeatureEnabled(flag, check);
}

export function useFeatureEnabled(flag: string): boolean {
  return useFeatureCheck()(flag);
}

export interface FeatureConfigProps {
  /** The feature flag's name, asked of the configured check. */
  flag: string;
  children: ReactNode;
  /** Rendered while the feature is off; by default nothing. */
  fallback?: ReactNode;
}

/** spec §6 feature-config: renders its children only when the flag's check succeeds. */
export function FeatureConfig({ flag, children, fallback = null }: FeatureConfigProps) {
  return <>{useFeatureEnabled(flag) ? children : fallback}</>;
}
