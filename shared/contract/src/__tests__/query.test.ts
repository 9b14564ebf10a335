import { actionQueryOptions, createPortalQueryClient } from '../query';
import { clearSession } from '../session';

const envelope = (result: unknown) =>
  ({ ok: true, status: 200, json: async () => ({ success: true, result, errors: [] }), headers: new Headers() }) as unknown as Response;

describe('action queries on the portal query client', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock;
    clearSession();
  });

  it('serve an answer from the cache for 30 s before asking the server again', async () => {
    jest.useFakeTimers({ now: 1_000_000, doNotFake: ['queueMicrotask', 'nextTick'] });
    try {
      const client = createPortalQueryClient();
      fetchMock.mockResolvedValueOnce(envelope({ tickets: ['first'] })).mockResolvedValueOnce(envelope({ tickets: ['second'] }));

      await expect(client.fetchQuery(actionQueryOptions('tickets.GetTickets'))).resolves.toEqual({ tickets: ['first'] });
      jest.setSystemTime(1_000_000 + 29_000);
      await expect(client.fetchQuery(actionQueryOptions('tickets.GetTickets'))).resolves.toEqual({ tickets: ['first'] });
      expect(fetchMock).toHaveBeenCalledTimes(1);

      jest.setSystemTime(1_000_000 + 31_000);
      await expect(client.fetchQuery(actionQueryOptions('tickets.GetTickets'))).resolves.toEqual({ tickets: ['second'] });
      expect(fetchMock).toHaveBeenCalledTimes(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('keep an action cached for its own seconds when it has them', async () => {
    const client = createPortalQueryClient();
    expect(client.defaultQueryOptions(actionQueryOptions('dashboard.alert.GetAlerts', undefined, { cacheSeconds: 60 })).staleTime).toBe(60_000);
  });
});
