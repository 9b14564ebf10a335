import { CACHE_SECONDS } from '@portal/contract';
import { actionQueryOptions } from '@portal/contract/query';
import { Button } from '@portal/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useInstanceConfig } from '../../instance/instance-config';
import { sidebarOpenAtom } from '../sidebar-state';

const SwitchAccountModal = lazy(() =>
  import('../../switch-account/components/switch-account-modal').then((m) => ({ default: m.SwitchAccountModal })),
);
const DevicesModal = lazy(() => import('../../passkeys/components/devices-modal').then((m) => ({ default: m.DevicesModal })));

/** Switch Account is offered when the person can use more than one account. */
function useHasOtherAccounts() {
  const parents = useQuery(actionQueryOptions('account.GetAccounts', {}, { cacheSeconds: CACHE_SECONDS.account }));
  const children = useQuery(actionQueryOptions('account.GetChildAccounts', {}, { cacheSeconds: CACHE_SECONDS.account }));
  return (parents.data?.accounts.length ?? 0) + (children.data?.accounts.length ?? 0) > 1;
}

export function AppHeader() {
  const config = useInstanceConfig();
  const [open, setOpen] = useAtom(sidebarOpenAtom);
  const [dialog, setDialog] = useState<'switch' | 'devices' | null>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const hasOtherAccounts = useHasOtherAccounts();

  // The login page finishes the sign-out; clearing the session here first would let the guard add a nextURL.
  const signOut = () => {
    queryClient.clear();
    navigate('/login', { replace: true, state: { signOut: true } });
  };

  return (
    <header className="portal-header">
      <button
        type="button"
        className="portal-header__menu"
        aria-expanded={open}
        aria-controls="portal-sidebar"
        onClick={() => setOpen(!open)}
      >
        <span aria-hidden="true">☰</span>
        <span className="portal-visually-hidden">{open ? 'Close menu' : 'Open menu'}</span>
      </button>
      <Link to="/dashboard" className="portal-header__brand">
        {config.brandName}
      </Link>
      <nav className="portal-header__actions" aria-label="Session">
        {hasOtherAccounts && (
          <Button variant="ghost" onClick={() => setDialog('switch')}>
            Switch Account
          </Button>
        )}
        <Button variant="ghost" onClick={() => setDialog('devices')}>
          Devices
        </Button>
        <Button variant="ghost" onClick={signOut}>
          Sign out
        </Button>
      </nav>
      <Suspense fallback={null}>
        {dialog === 'switch' && <SwitchAccountModal onClose={() => setDialog(null)} />}
        {dialog === 'devices' && <DevicesModal onClose={() => setDialog(null)} />}
      </Suspense>
    </header>
  );
}
