import { lazyPage } from '@portal/ui';

/** The host's part of every area's pages (its routes, fallback and retry): loaded on first visit or ahead of it. */
export const RemoteAreaPage = lazyPage(() => import('./components/remote-area'));
