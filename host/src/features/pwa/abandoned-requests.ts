/**
 * What the service worker answers a request the page has itself given up on (an AbortController: reads cancelled as
 * the account changes, a page left mid-load). The page never sees it; answering at all keeps the browser from
 * reporting the abort as the worker's failure (Firefox logs "A ServiceWorker intercepted the request and encountered
 * an unexpected error" for every rejected respondWith).
 */
export const abandonedResponse = () => new Response(null, { status: 499, statusText: 'Client Closed Request' });

/** The handler's answer; once the page has aborted the request, any failure of it is answered as abandoned instead. */
export async function unlessAbandoned(request: Request, handle: () => Promise<Response>): Promise<Response> {
  if (request.signal?.aborted) return abandonedResponse();
  try {
    return await handle();
  } catch (error) {
    if (request.signal?.aborted) return abandonedResponse();
    throw error;
  }
}
