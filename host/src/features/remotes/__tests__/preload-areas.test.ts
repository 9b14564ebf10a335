import type { RemoteModule } from '@portal/contract';
import { PRELOAD_AFTER_QUIET_MS, preloadAreasWhenIdle } from '../preload-areas';

const preloadedPages: string[] = [];
const loadedAreas: string[] = [];
const remoteOf = (area: string): RemoteModule => ({
  area,
  routes: [
    { path: `/${area}`, Component: () => null, preload: async () => void preloadedPages.push(`/${area}`) },
    { path: `/${area}/other`, Component: () => null, preload: async () => void preloadedPages.push(`/${area}/other`) },
  ],
  navItems: [],
});

jest.mock('../load-area', () => ({
  loadArea: async (area: string) => {
    if (!loadedAreas.includes(area)) loadedAreas.push(area);
    return remoteOf(area);
  },
}));
jest.mock('../remote-area-page', () => ({ RemoteAreaPage: { preload: async () => undefined } }));

const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('loading the sidebar’s areas ahead', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    preloadedPages.length = 0;
    loadedAreas.length = 0;
  });
  afterEach(() => jest.useRealTimers());

  const entries = [
    { area: 'billing', to: '/billing' },
    { area: 'tickets', to: '/tickets' },
  ];

  it('waits until the page has been quiet, then loads each area and only its first page', async () => {
    preloadAreasWhenIdle(entries);
    await jest.advanceTimersByTimeAsync(PRELOAD_AFTER_QUIET_MS - 300);
    expect(loadedAreas).toEqual([]);
    await jest.advanceTimersByTimeAsync(1000);
    await flush();
    expect(loadedAreas).toEqual(['billing', 'tickets']);
    expect(preloadedPages.sort()).toEqual(['/billing', '/tickets']);
  });

  it('loads nothing once cancelled (the sidebar has gone)', async () => {
    const cancel = preloadAreasWhenIdle(entries);
    cancel();
    await jest.advanceTimersByTimeAsync(PRELOAD_AFTER_QUIET_MS * 3);
    await flush();
    expect(loadedAreas).toEqual([]);
  });
});
