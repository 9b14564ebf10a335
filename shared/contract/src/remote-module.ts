import type { ComponentType } from 'react';
import type { PageRead } from './query';

/** One route an area contributes; `path` is absolute (e.g. '/services/connectivity'). */
export interface RemoteRoute {
  path: string;
  Component: ComponentType;
  /** spec §2: a route whose metadata says requiresAuth is false is public. */
  requiresAuth?: boolean;
  /** spec §6 can-access: the page is there only when the token carries all of these modules. */
  modules?: string[];
  /** The page is there only when the instance runs at least one of these service categories (else /404). */
  categories?: string[];
  /**
   * Loads the page's code ahead of a visit (the host calls it for an area's first page on idle and on hover), so the
   * visit renders at once; see lazyPage in @portal/ui.
   */
  preload?: () => Promise<unknown>;
  /**
   * What the page reads as it first shows (an area's first page): the host asks for it with preload, into the query
   * cache the page reads from. Each area's tests check that the page's first render reads exactly these.
   */
  reads?: () => readonly PageRead[];
}

export interface NavItem {
  label: string;
  to: string;
  /** spec §6 can-access: shown only when the token carries all of these modules. */
  modules?: string[];
}

/** A dashboard card an area exposes from its './dashboard-cards' module (default export: DashboardCard[]). */
export interface DashboardCard {
  id: string;
  title: string;
  Component: ComponentType;
  /** spec §6 can-access: shown only when the token carries all of these modules. */
  modules?: string[];
}

/** What a remote's './routes' module exports as default: its whole surface in one object. */
export interface RemoteModule {
  area: string;
  routes: RemoteRoute[];
  navItems: NavItem[];
  dashboardCards?: DashboardCard[];
}

export const defineRemote = (remote: RemoteModule) => remote;
