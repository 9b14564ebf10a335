import { paths } from '@portal/contract';
import { lazyPage } from '@portal/ui';
import { Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { useInstanceConfig } from '../../instance/instance-config';
import { forgetInstallEvent, installEvent, subscribeInstallEvent } from '../install-event';
import { canOfferInstall, installPlatform, runsStandalone } from '../platform';
import { readPwaPrompt } from '../prompt-dismissal';

/** Offered at most once per tab: closing the modal (not 'No thanks') only puts it off until the next visit. */
const OFFERED_KEY = 'portal.pwa-prompt-offered';
/** After the dashboard has settled, and never over another dialog (the device registration offer comes first). */
const SETTLE_MS = 1200;

/** Most visits never offer it: its code loads only where it may be offered, before it opens. */
const InstallAppDialog = lazyPage(() => import('./install-app-dialog'));

const anotherDialogIsOpen = () => document.querySelector('[role="dialog"]') !== null;

/**
 * spec §2 Add to Homescreen, §4 Install prompt: on the dashboard, only where the platform is compatible, the app is
 * not running standalone already and nobody said 'No thanks' on this browser.
 */
export function InstallAppPrompt() {
  const config = useInstanceConfig();
  const onDashboard = useLocation().pathname === paths.dashboard;
  const offer = useSyncExternalStore(subscribeInstallEvent, installEvent, () => null);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const platform = installPlatform(navigator.userAgent, navigator.maxTouchPoints);

  useEffect(() => {
    if (!onDashboard || open || sessionStorage.getItem(OFFERED_KEY) === '1') return;
    if (runsStandalone() || readPwaPrompt().dismissedPopup || !canOfferInstall(platform, offer !== null)) return;
    let live = true;
    const code = InstallAppDialog.preload();
    const timer = window.setTimeout(() => {
      code.then(
        () => {
          if (!live || anotherDialogIsOpen()) return;
          sessionStorage.setItem(OFFERED_KEY, '1');
          setOpen(true);
        },
        () => undefined,
      );
    }, SETTLE_MS);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [onDashboard, open, offer, platform]);

  const install = async () => {
    if (!offer) {
      // iOS and Firefox on Android install from their own menus, as the steps say.
      setOpen(false);
      return;
    }
    setBusy(true);
    try {
      await offer.prompt();
      await offer.userChoice;
    } finally {
      forgetInstallEvent();
      setBusy(false);
      setOpen(false);
    }
  };

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <InstallAppDialog brandName={config.brandName} platform={platform} busy={busy} onInstall={install} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
