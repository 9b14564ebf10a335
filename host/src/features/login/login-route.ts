import { lazyPage } from '@portal/ui';

/**
 * The login page, in a chunk of its own so signed-in pages never load it. Where it is needed at once (the address is
 * /login, or the server rendered it) it is loaded before the app renders, so it shows without a loading state.
 */
export const LoginPage = lazyPage(async () => ({ default: (await import('./components/login-page')).LoginPage }));
