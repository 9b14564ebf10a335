import { fileURLToPath } from 'node:url';

/** docs/actions.md at the repository's root. */
export const ACTION_REFERENCE_FILE = fileURLToPath(new URL('../../../docs/actions.md', import.meta.url));
