import { useSyncExternalStore } from 'react';
import { useSession } from '../../auth/use-session';
import { accountNoticeFor, clearAccountNotice, subscribeAccountNotice } from '../account-notice';

/** 'You are now in Gqeberha Warehouse (ENT2001-03).' under the header after a switch, until dismissed. */
export function AccountNoticeBanner() {
  const { claims } = useSession();
  const message = useSyncExternalStore(
    subscribeAccountNotice,
    () => accountNoticeFor(claims),
    () => null,
  );
  // The live region is always there (empty, it takes no room), so that the message is announced when it appears.
  return (
    <div className="portal-account-notice" role="status">
      {message && (
        <>
          <p className="portal-account-notice__text">{message}</p>
          <button type="button" className="portal-account-notice__close" onClick={clearAccountNotice}>
            Dismiss<span className="portal-visually-hidden"> account notice</span>
          </button>
        </>
      )}
    </div>
  );
}
