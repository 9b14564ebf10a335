import type { Capabilities, Capability } from '@portal/contract';
import { useMemo, useSyncExternalStore } from 'react';

/**
 * What this instance offers, as the host read it from the instance config: the service categories it runs and the
 * online store's address ('' for none). Same pattern as configureFeatureCheck: the host sets it once in the signed-in
 * shell and, @portal/ui being a federation singleton, every remote reads the host's answer.
 */
export interface InstanceOffer {
  /** null: not configured (a remote on its own, a test), so every category is offered. */
  serviceCategories: readonly string[] | null;
  storeUrl: string;
  /** Whether a portal page is in an area the instance runs; null: not configured, so every page is. */
  pageOffered: ((path: string) => boolean) | null;
  /** Which capabilities the server has an adapter for (instance config `capabilities`); null: not said, so all are on. */
  capabilities: Partial<Capabilities> | null;
}

const UNCONFIGURED: InstanceOffer = { serviceCategories: null, storeUrl: '', pageOffered: null, capabilities: null };
let current: InstanceOffer = UNCONFIGURED;
const listeners = new Set<() => void>();

/** Sets what the instance offers (null: back to unconfigured). Screens update at once. */
export function configureInstanceOffer(offer: Partial<InstanceOffer> | null) {
  current = offer ? { ...UNCONFIGURED, ...offer } : UNCONFIGURED;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

const useInstanceOffer = () => useSyncExternalStore(subscribe, () => current, () => current);

/** The service categories the instance runs, or null when the host configured none (then all are offered). */
export function useEnabledServiceCategories(): readonly string[] | null {
  return useInstanceOffer().serviceCategories;
}

const runBy = <T extends string>(categories: readonly T[], enabled: readonly string[] | null) =>
  categories.filter((c) => enabled === null || enabled.includes(c));

/** Those of `categories` the instance runs, in their order. */
export function useOfferedCategories<T extends string>(categories: readonly T[]): T[] {
  const enabled = useEnabledServiceCategories();
  return useMemo(() => runBy(categories, enabled), [categories, enabled]);
}

/** The same, read once outside a render (what a page will read, asked ahead of its visit). */
export const offeredCategories = <T extends string>(categories: readonly T[]): T[] => runBy(categories, current.serviceCategories);

/** The online store's address; '' when the instance has none (then no store link shows). */
export function useStoreUrl(): string {
  return useInstanceOffer().storeUrl;
}

const everyPage = () => true;

/**
 * Whether a link to a page may show: a link into an area the instance does not run (a disabled remote) is not rendered,
 * since its page would only be the 404.
 */
export function usePageOffered(): (path: string) => boolean {
  return useInstanceOffer().pageOffered ?? everyPage;
}

/**
 * False when the server said the capability is off (production without its adapter): the page then says it is not
 * available (CAPABILITY_UNAVAILABLE_MESSAGES) instead of offering what would be refused.
 */
export function useCapability(capability: Capability): boolean {
  return useInstanceOffer().capabilities?.[capability] !== false;
}
