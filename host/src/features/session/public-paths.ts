/** Routes anyone may open (spec §2: requiresAuth false). */
const PUBLIC_PATHS = ['/login', '/unavailable', '/referrals/public', '/status', '/404'];

export const isPublicPath = (pathname: string) => PUBLIC_PATHS.includes(pathname.replace(/\/$/, '') || '/');
