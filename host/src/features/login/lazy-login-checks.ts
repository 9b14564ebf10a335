let loading: Promise<typeof import('./login-schemas')> | undefined;

/**
 * The login steps check their value with the action catalogue's rules, which come with zod: more than the login page's
 * script budget leaves room for (and so is react-hook-form). They load once the person starts typing, or at the first
 * check, not with the page; each check answers the message to show, or undefined.
 */
export const loadLoginSchemas = () => (loading ??= import('./login-schemas'));

export const cellNumberProblem = async (cellNumber: string) => (await loadLoginSchemas()).cellNumberProblem(cellNumber);
export const pinProblem = async (pin: string) => (await loadLoginSchemas()).pinProblem(pin);
