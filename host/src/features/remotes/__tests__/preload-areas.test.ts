import type { RemoteModule } from '@portal/contract';
import { actionQueryOptions, createPortalQueryClient, pageRead } from '@portal/contract/query';
import { mockActions } from '@portal/ui/testing';
import type { QueryClient } from '@tanstack/react-query';
import { PRELOAD_AFTER_QUIET_MS, preloadArea, preloadAreasWhenIdle } from '../preload-areas';

const preloadedPages: string[] = [];
const loadedAreas: string[] = [];
/** An area whose first page reads GetServices of one category (its own name), and whose other page reads GetTickets. */
const remoteOf = (area: 'connectivity' | 'cloud'): RemoteModule => ({
  area,
  routes: [
    {
      path: `/${area}`,
      Component: () => null,
      preload: async () => void preloadedPages.push(`/${area}`),
      reads: () => [pageRead(actionQueryOptions('services.GetServices', { category: area }))],
    },
    {
      path: `/${area}/other`,
      Component: () => null,
      preload: async () => void preloadedPages.push(`/${area}/other`),
      reads: () => [pageRead(actionQueryOptions('tickets.GetTickets', {}))],
    },
  ],
  navItems: [],
});

/** Areas whose load fails (the network went), and the areas forgotten since (resetArea). */
const failingAreas = new Set<string>();
const resetAreas: string[] = [];
jest.mock('../load-area', () => ({
  loadArea: async (area: 'connectivity' | 'cloud') => {
    if (!loadedAreas.includes(area)) loadedAreas.push(area);
    if (failingAreas.has(area)) throw new Error(`The ${area} area did not load.`);
    return remoteOf(area);
  },
  resetArea: (area: string) => resetAreas.push(area),
}));
jest.mock('../remote-area-page', () => ({ RemoteAreaPage: { preload: async () => undefined } }));

const flush = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve();
};

/** The actions asked of the server, each by name with its input. */
let asked: string[] = [];
let queryClient: QueryClient;

describe('loading the sidebar’s areas ahead', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    preloadedPages.length = 0;
    loadedAreas.length = 0;
    failingAreas.clear();
    resetAreas.length = 0;
    asked = [];
    // The host's own client: what it holds stays fresh for 30 s.
    queryClient = createPortalQueryClient();
    mockActions((name, input) => {
      asked.push(`${name} ${JSON.stringify(input)}`);
      return { result: { services: [] } };
    });
  });
  afterEach(() => jest.useRealTimers());

  const entries = [
    { area: 'connectivity', to: '/connectivity' },
    { area: 'cloud', to: '/cloud' },
  ];

  it('waits until the page has been quiet, then loads each area, only its first page, and the data that page reads', async () => {
    preloadAreasWhenIdle(entries, queryClient);
    await jest.advanceTimersByTimeAsync(PRELOAD_AFTER_QUIET_MS - 300);
    expect(loadedAreas).toEqual([]);
    expect(asked).toEqual([]);
    await jest.advanceTimersByTimeAsync(1000);
    await flush();
    expect(loadedAreas).toEqual(['connectivity', 'cloud']);
    expect(preloadedPages.sort()).toEqual(['/cloud', '/connectivity']);
    expect(asked.sort()).toEqual(['services.GetServices {"category":"cloud"}', 'services.GetServices {"category":"connectivity"}']);
    expect(queryClient.getQueryData(['action', 'services.GetServices', { category: 'cloud' }])).toEqual({ services: [] });
  });

  it('loads each area when the browser is idle; its first page’s data, then that page’s code, each in a task of its own', async () => {
    const idleCallbacks: (() => void)[] = [];
    const withIdle = window as unknown as Record<string, unknown>;
    withIdle.requestIdleCallback = (callback: () => void) => idleCallbacks.push(callback);
    withIdle.cancelIdleCallback = () => undefined;
    // Runs the timers already set, not those they set.
    const nextTask = async () => {
      await jest.runOnlyPendingTimersAsync();
      await flush();
    };
    try {
      preloadAreasWhenIdle(entries, queryClient);
      await jest.advanceTimersByTimeAsync(PRELOAD_AFTER_QUIET_MS + 300);
      idleCallbacks.shift()!();
      await flush();
      expect([loadedAreas, asked, preloadedPages]).toEqual([['connectivity'], [], []]);
      await nextTask();
      expect([asked, preloadedPages]).toEqual([['services.GetServices {"category":"connectivity"}'], []]);
      await nextTask();
      expect(preloadedPages).toEqual(['/connectivity']);
      // The next area waits for the browser's next idle moment.
      expect(loadedAreas).toEqual(['connectivity']);
      idleCallbacks.shift()!();
      await flush();
      expect(loadedAreas).toEqual(['connectivity', 'cloud']);
    } finally {
      delete withIdle.requestIdleCallback;
      delete withIdle.cancelIdleCallback;
    }
  });

  it('offline, loads nothing until the browser is back online (an area never opened cannot load from the worker)', async () => {
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      preloadAreasWhenIdle(entries, queryClient);
      await jest.advanceTimersByTimeAsync(PRELOAD_AFTER_QUIET_MS * 3);
      await flush();
      expect(loadedAreas).toEqual([]);
      onLine.mockReturnValue(true);
      window.dispatchEvent(new Event('online'));
      await jest.advanceTimersByTimeAsync(100);
      await flush();
      expect(loadedAreas).toEqual(['connectivity', 'cloud']);
    } finally {
      onLine.mockRestore();
    }
  });

  it('forgets an area whose load ahead failed, so that opening it asks again; the next areas still load', async () => {
    failingAreas.add('connectivity');
    preloadAreasWhenIdle(entries, queryClient);
    await jest.advanceTimersByTimeAsync(PRELOAD_AFTER_QUIET_MS + 1000);
    await flush();
    expect(resetAreas).toEqual(['connectivity']);
    expect(loadedAreas).toEqual(['connectivity', 'cloud']);
    expect(preloadedPages).toEqual(['/cloud']);
  });

  it('loads nothing once cancelled (the sidebar has gone)', async () => {
    const cancel = preloadAreasWhenIdle(entries, queryClient);
    cancel();
    await jest.advanceTimersByTimeAsync(PRELOAD_AFTER_QUIET_MS * 3);
    await flush();
    expect(loadedAreas).toEqual([]);
    expect(asked).toEqual([]);
  });

  it('does not ask again for data whose last attempt failed: the card that says so keeps saying it', async () => {
    const failing = mockActions(() => ({ error: 'The service is down.' }));
    const read = actionQueryOptions('services.GetServices', { category: 'cloud' });
    await queryClient.fetchQuery({ ...read, retry: false }).catch(() => undefined);
    expect(queryClient.getQueryState(read.queryKey)?.status).toBe('error');
    failing.mockClear();
    await preloadArea('cloud', '/cloud', queryClient);
    await flush();
    expect(failing).not.toHaveBeenCalled();
    expect(queryClient.getQueryState(read.queryKey)?.status).toBe('error');
  });

  it('asks for no data while the browser is offline (the code still loads)', async () => {
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      await preloadArea('cloud', '/cloud', queryClient);
      await flush();
      expect(asked).toEqual([]);
      expect(preloadedPages).toEqual(['/cloud']);
    } finally {
      onLine.mockRestore();
    }
  });

  it('does not ask again for data the page already has fresh (a hover after the idle load)', async () => {
    await preloadArea('cloud', '/cloud', queryClient);
    await flush();
    await preloadArea('cloud', '/cloud', queryClient);
    await flush();
    expect(asked).toEqual(['services.GetServices {"category":"cloud"}']);
  });
});
