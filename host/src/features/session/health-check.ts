import { callAction, isActionError } from '@portal/contract';

/** spec §4 Health check: 'authenticated' or 'unauthenticated' when the server answers, 'unreachable' when it does not. */
export async function checkHealth(): Promise<'authenticated' | 'unauthenticated' | 'unreachable'> {
  try {
    const { authenticated } = await callAction('auth.ValidateSession', {});
    return authenticated ? 'authenticated' : 'unauthenticated';
  } catch (error) {
    // A 4xx is an answer; only no answer or a server failure means the portal is unavailable.
    if (isActionError(error) && error.status >= 400 && error.status < 500) return 'unauthenticated';
    return 'unreachable';
  }
}
