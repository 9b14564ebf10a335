import { SIDEBAR_BREAKPOINT } from '@portal/contract';
import { atom } from 'jotai';

const wide = () => typeof window !== 'undefined' && window.innerWidth >= SIDEBAR_BREAKPOINT;

/** spec §3 Global UI: the sidebar open flag; open by default only from the breakpoint up. */
export const sidebarOpenAtom = atom(wide());

/** spec §2: on small screens the sidebar closes on navigation. */
export const closesOnNavigation = () => !wide();
