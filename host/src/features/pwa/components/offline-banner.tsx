import { useOnline } from '../use-online';

/**
 * Offline, the signed-in pages show what the service worker kept from this session (the dashboard as last seen);
 * nothing can be changed until the connection is back. The status region is always there, so the change is announced.
 */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <div className="portal-offline-banner" role="status">
      {!online && (
        <>
          <strong>You are offline.</strong> This is what you last saw online; you can make changes again once you are
          back online.
        </>
      )}
    </div>
  );
}
