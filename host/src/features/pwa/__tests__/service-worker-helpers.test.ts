/** @jest-environment node */
import { unlessAbandoned } from '../abandoned-requests';
import { filesToKeep } from '../first-visit-files';

describe('a request the page gave up on', () => {
  const abortedRead = () => {
    const controller = new AbortController();
    const request = new Request('http://portal.test/api/solid/isp-portal/reads', { method: 'POST', body: '{}', signal: controller.signal });
    return { request, abort: () => controller.abort() };
  };

  it('is answered, not failed, when it is aborted while the worker fetches it', async () => {
    const { request, abort } = abortedRead();
    const answer = await unlessAbandoned(request, async () => {
      abort();
      throw new DOMException('The operation was aborted.', 'AbortError');
    });
    expect(answer.status).toBe(499);
  });

  it('is not fetched at all once aborted', async () => {
    const { request, abort } = abortedRead();
    abort();
    const handle = jest.fn(async () => new Response('{}'));
    expect((await unlessAbandoned(request, handle)).status).toBe(499);
    expect(handle).not.toHaveBeenCalled();
  });

  it('a failure of a request still wanted stays a failure, and an answer stays the answer', async () => {
    const { request } = abortedRead();
    await expect(unlessAbandoned(request, async () => Promise.reject(new TypeError('Failed to fetch')))).rejects.toThrow('Failed to fetch');
    expect((await unlessAbandoned(request, async () => new Response('ok', { status: 200 }))).status).toBe(200);
  });
});

describe('the files a first visit loaded around the worker', () => {
  const origin = 'https://portal.test';
  it('keeps the areas’ files and the instance config, of this origin, that did not pass through the worker', () => {
    expect(
      filesToKeep(
        [
          { name: `${origin}/remotes/billing/remoteEntry.js`, workerStart: 0 },
          { name: `${origin}/remotes/billing/412.1a2b3c4d.js`, workerStart: 0 },
          { name: `${origin}/remotes/billing/412.1a2b3c4d.js`, workerStart: 0 },
          { name: `${origin}/instance-config.json`, workerStart: 0 },
          { name: `${origin}/remotes/tickets/remoteEntry.js`, workerStart: 12.5 },
          { name: `${origin}/api/solid/isp-portal/reads`, workerStart: 0 },
          { name: `${origin}/main.js`, workerStart: 0 },
          { name: 'https://cdn.example/remotes/x.js', workerStart: 0 },
        ],
        origin,
      ),
    ).toEqual([`${origin}/remotes/billing/remoteEntry.js`, `${origin}/remotes/billing/412.1a2b3c4d.js`, `${origin}/instance-config.json`]);
  });
});
