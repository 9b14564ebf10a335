/**
 * The host's runtime plugin, in a page at https://portal.example.com whose areas may live elsewhere. The page's
 * fetch is the one thing replaced: each case answers as a server, the network or the browser's policy would.
 */
export {};

const PAGE = 'https://portal.example.com';
const CDN_MANIFEST = 'https://cdn.example.net/tickets/mf-manifest.json';
const OWN_MANIFEST = `${PAGE}/remotes/tickets/mf-manifest.json`;

const page = new EventTarget();
Object.assign(globalThis, { document: page, location: new URL(`${PAGE}/dashboard`) });

// Loaded after the page exists: the plugin starts watching the page's policy violations when it is made.
const retryPlugin = require('../../mf-retry-plugin.cjs') as typeof import('../../mf-retry-plugin.cjs');

type Answer = (url: string, init: RequestInit) => Promise<Response>;
const calls: { url: string; mode?: RequestMode }[] = [];
function answerWith(...answers: Answer[]) {
  calls.length = 0;
  globalThis.fetch = (async (url: string, init: RequestInit = {}) => {
    calls.push({ url, mode: init.mode });
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)];
    return answer(url, init);
  }) as typeof fetch;
}

const networkDown: Answer = async () => {
  throw new TypeError('Failed to fetch');
};
/** What the browser does to a fetch its Content-Security-Policy refuses: an event for the page, a bare TypeError for the caller. */
const blockedByPolicy: Answer = async (url) => {
  setTimeout(() => page.dispatchEvent(Object.assign(new Event('securitypolicyviolation'), { blockedURI: url })), 0);
  throw new TypeError('Failed to fetch');
};
/** A server that answers without CORS headers: a cors fetch fails as a TypeError, a no-cors one gets an opaque answer. */
const noCorsHeaders: Answer = async (_url, init) => {
  if (init.mode === 'no-cors') return new Response(null, { status: 200 });
  throw new TypeError('Failed to fetch');
};
const withStatus = (code: number): Answer => async () => new Response('{}', { status: code });
/** Never answers; gives up only when the caller aborts. */
const silent: Answer = (_url, init) =>
  new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal!.reason)));

const plugin = retryPlugin() as unknown as { fetch(url: string, init: RequestInit): Promise<Response>; createScript(args: object): unknown };

describe('the host’s area fetches', () => {
  afterEach(() => retryPlugin.configureRemoteLoading({ timeoutMs: retryPlugin.DEFAULT_TIMEOUT_MS }));

  it('retries a server error and returns the answer that came', async () => {
    answerWith(withStatus(503), withStatus(502), withStatus(200));
    expect((await plugin.fetch(CDN_MANIFEST, {})).status).toBe(200);
    expect(calls.map((c) => c.url)).toEqual([CDN_MANIFEST, CDN_MANIFEST, CDN_MANIFEST]);
  });

  it('retries a network failure, on the portal and on another origin', async () => {
    answerWith(networkDown, withStatus(200));
    expect((await plugin.fetch(OWN_MANIFEST, {})).status).toBe(200);
    expect(calls).toHaveLength(2);
    answerWith(networkDown);
    await expect(plugin.fetch(CDN_MANIFEST, {})).rejects.toThrow('Failed to fetch');
    // Three tries, each followed by a no-cors look that found the origin unreachable too.
    expect(calls.filter((c) => c.mode !== 'no-cors')).toHaveLength(3);
  });

  it('does not retry a fetch the page’s Content-Security-Policy blocks', async () => {
    answerWith(blockedByPolicy);
    await expect(plugin.fetch('https://elsewhere.example.org/mf-manifest.json', {})).rejects.toThrow(TypeError);
    expect(calls).toHaveLength(1);
  });

  it('does not retry an answer the other origin’s CORS headers keep from the page', async () => {
    answerWith(noCorsHeaders);
    await expect(plugin.fetch(CDN_MANIFEST, {})).rejects.toThrow(TypeError);
    expect(calls).toEqual([{ url: CDN_MANIFEST, mode: undefined }, { url: CDN_MANIFEST, mode: 'no-cors' }]);
  });

  it('gives up on a manifest that never answers after the instance’s time limit, without retrying', async () => {
    retryPlugin.configureRemoteLoading({ timeoutMs: 150 });
    answerWith(silent);
    const started = Date.now();
    await expect(plugin.fetch(CDN_MANIFEST, {})).rejects.toThrow(`No answer from ${CDN_MANIFEST} within 0.15 s`);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(calls).toHaveLength(1);
  });

  it('gives an area’s entry script the same time limit, and leaves other scripts alone', () => {
    retryPlugin.configureRemoteLoading({ timeoutMs: 4000 });
    expect(plugin.createScript({ url: 'https://cdn.example.net/tickets/remoteEntry.js' })).toEqual({ timeout: 4000 });
    expect(plugin.createScript({ url: 'x', resourceContext: { resourceType: 'remoteEntry' } })).toEqual({ timeout: 4000 });
    expect(plugin.createScript({ url: 'x', resourceContext: { resourceType: 'js' } })).toBeUndefined();
  });

  it('loads an area’s scripts with the integrity its manifest names, and others without', () => {
    retryPlugin.configureRemoteLoading({ timeoutMs: 4000 });
    const withSnapshot = plugin as unknown as { loadRemoteSnapshot(args: object): unknown };
    Object.assign(page, { createElement: (tagName: string) => ({ tagName, setAttribute(this: Record<string, string>, name: string, value: string) { this[name] = value; } }) });
    const integrity = 'sha384-qL0V+zIhDro0Z4mXg8Xi/wFXgp/K8N2RH6awrMfgiTKi+Vwa1VafcTh4xPZrIjKv';
    withSnapshot.loadRemoteSnapshot({
      from: 'manifest',
      manifestUrl: '/remotes/billing/mf-manifest.json',
      manifestJson: { metaData: { integrity: { 'remoteEntry.js': integrity, '806.0a1b2c3d.js': integrity, 'bad.js': 'not an integrity' } } },
    });
    const made = (url: string, resourceType: string) => plugin.createScript({ url, attrs: { fetchpriority: 'high' }, resourceContext: { resourceType } });
    expect(made(`${PAGE}/remotes/billing/remoteEntry.js`, 'remoteEntry')).toEqual({
      script: { tagName: 'script', setAttribute: expect.any(Function), fetchpriority: 'high', src: `${PAGE}/remotes/billing/remoteEntry.js`, integrity, crossOrigin: 'anonymous' },
      timeout: 4000,
    });
    expect(made('/remotes/billing/806.0a1b2c3d.js', 'js')).toEqual({ script: expect.objectContaining({ src: '/remotes/billing/806.0a1b2c3d.js', integrity, crossOrigin: 'anonymous' }) });
    expect(made('/remotes/billing/bad.js', 'js')).toBeUndefined();
    expect(made('https://cdn.example.net/tickets/remoteEntry.js', 'remoteEntry')).toEqual({ timeout: 4000 });
  });

});
