import { preloadSignedInCode } from './features/session/preload-signed-in-code';

preloadSignedInCode(document, window.location.pathname, () => window.localStorage);
// Async boundary: shared singletons are negotiated before any of them is used (Module Federation).
import('./bootstrap');
