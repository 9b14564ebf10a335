import { Button } from '@portal/ui';
import { useAtom } from 'jotai';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSession } from '../features/auth/use-session';
import { signOut } from '../features/session/end-session';
import { useInstanceConfig } from '../features/instance/instance-config';
import { useAccounts } from '../features/switch-account/api/get-accounts';
import { useChildAccounts } from '../features/switch-account/api/get-child-accounts';
import { AccountNoticeBanner } from '../features/switch-account/components/account-notice-banner';
import { sidebarOpenAtom } from '../features/layout/sidebar-state';
import './app-header.css';

const SwitchAccountModal = lazy(() =>
  import('../features/switch-account/components/switch-account-modal').then((m) => ({ default: m.SwitchAccountModal })),
);
const DevicesModal = lazy(() => import('../features/passkeys/components/devices-modal').then((m) => ({ default: m.DevicesModal })));

/**
 * The account the session is on, by name and code, and whether Switch Account is offered (the person can use more
 * than one account). The name comes from the Switch Account lists, which every session may read; the code from the
 * token, so a list cached for another account never names the wrong one.
 */
function useCurrentAccount() {
  const { claims } = useSession();
  const parents = useAccounts();
  const children = useChildAccounts();
  const rows = [...(parents.data?.accounts ?? []), ...(children.data?.accounts ?? [])];
  const code = claims?.accountCode ?? '';
  return {
    code,
    name: rows.find((row) => row.accountCode === code)?.customerName ?? null,
    hasOtherAccounts: rows.length > 1,
  };
}

/** Devices and Sign out behind one button on phones, so that the header keeps to one row. */
function SessionMenu({ onDevices, onSignOut }: { onDevices: () => void; onSignOut: () => void }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);

  // Focus goes back to the toggle first, so that a dialog opened from here returns it there when it closes.
  const choose = (action: () => void) => () => {
    setOpen(false);
    toggle.current?.focus();
    action();
  };
  return (
    <div className="portal-header__more portal-header__narrow" ref={root}>
      <button ref={toggle} type="button" className="portal-header__icon" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
        <span aria-hidden="true">⋮</span>
        <span className="portal-visually-hidden">More options</span>
      </button>
      <ul id={listId} className="portal-header__popover" hidden={!open}>
        <li>
          <button type="button" onClick={choose(onDevices)}>
            Devices
          </button>
        </li>
        <li>
          <button type="button" onClick={choose(onSignOut)}>
            Sign out
          </button>
        </li>
      </ul>
    </div>
  );
}

/**
 * The bar above every signed-in page: the menu, the brand, the account the session is on (name and code, on phones
 * too), Switch Account, Devices and Sign out. On phones the brand gives way to the account, Switch Account becomes
 * an icon button and Devices and Sign out move behind 'More options', so the bar stays one row at 360 px.
 */
export function AppHeader() {
  const config = useInstanceConfig();
  const [open, setOpen] = useAtom(sidebarOpenAtom);
  const [dialog, setDialog] = useState<'switch' | 'devices' | null>(null);
  const account = useCurrentAccount();

  return (
    <>
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
        {account.code && (
          <p className="portal-header__account" title={account.name ? `${account.name} · ${account.code}` : account.code}>
            <span className="portal-visually-hidden">Current account: </span>
            {account.name && <span className="portal-header__account-name">{account.name}</span>}
            {account.name && (
              <span className="portal-header__account-separator" aria-hidden="true">
                {' · '}
              </span>
            )}
            <span className="portal-header__account-code">{account.code}</span>
          </p>
        )}
        <nav className="portal-header__actions" aria-label="Session">
          {account.hasOtherAccounts && (
            <Button variant="ghost" className="portal-header__switch" onClick={() => setDialog('switch')}>
              <span aria-hidden="true" className="portal-header__switch-icon">
                ⇄
              </span>
              <span className="portal-header__switch-text">Switch Account</span>
            </Button>
          )}
          <Button variant="ghost" className="portal-header__wide" onClick={() => setDialog('devices')}>
            Devices
          </Button>
          <Button variant="ghost" className="portal-header__wide" onClick={() => void signOut()}>
            Sign out
          </Button>
          <SessionMenu onDevices={() => setDialog('devices')} onSignOut={() => void signOut()} />
        </nav>
        <Suspense fallback={null}>
          {dialog === 'switch' && <SwitchAccountModal onClose={() => setDialog(null)} />}
          {dialog === 'devices' && <DevicesModal onClose={() => setDialog(null)} />}
        </Suspense>
      </header>
      <AccountNoticeBanner />
    </>
  );
}
