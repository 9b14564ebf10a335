import { ensureStyle } from './ensure-style';

/**
 * Styles of the signed-in shell added on top of the first chunk's (host-styles.ts), when the shell first shows: they
 * stay out of the login page's bundle.
 */
const CSS = `
/* The current page's entry, wherever the page was reached from (a sub-page highlights its section). */
.portal-sidebar__link[aria-current='page'] { background: var(--portal-primary, #420A38); color: #fff; font-weight: 600; }
.portal-sidebar__link[aria-busy='true'] { cursor: progress; text-decoration: underline dotted; }
/* A page's heading takes the focus after each navigation for screen readers; it is not a control, so no focus ring. */
.portal-main h1[tabindex='-1']:focus { outline: none; }
/* From the breakpoint up the sidebar sits beside the page: it stays in view under the sticky header while the page
   scrolls, and scrolls on its own when it is taller than the window. */
@media (min-width: 1360px) {
  .portal-sidebar { position: sticky; top: var(--portal-header-height, 60px); align-self: flex-start;
    height: calc(100vh - var(--portal-header-height, 60px)); overflow-y: auto; overscroll-behavior: contain; }
}
`;

export const ensureAppLayoutStyles = () => ensureStyle('portal-app-layout-styles', CSS);
