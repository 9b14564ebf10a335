import { paths } from '@portal/contract';
import { Button, Modal } from '@portal/ui';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { useInstanceConfig } from '../../instance/instance-config';
import { forgetInstallEvent, installEvent, subscribeInstallEvent } from '../install-event';
import { canOfferInstall, installPlatform, runsStandalone } from '../platform';
import { readPwaPrompt, recordDismissal } from '../prompt-dismissal';
import { InstallInstructions } from './install-instructions';

/** Offered at most once per tab: closing the modal (not 'No thanks') only puts it off until the next visit. */
const OFFERED_KEY = 'portal.pwa-prompt-offered';
/** After the dashboard has settled, and never over another dialog (the device registration offer comes first). */
const SETTLE_MS = 1200;

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
    const timer = window.setTimeout(() => {
      if (anotherDialogIsOpen()) return;
      sessionStorage.setItem(OFFERED_KEY, '1');
      setOpen(true);
    }, SETTLE_MS);
    return () => window.clearTimeout(timer);
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

  return (
    <Modal
      open={open}
      title="Add to Homescreen"
      size="sm"
      onClose={busy ? undefined : () => setOpen(false)}
      footer={
        <>
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => {
              recordDismissal();
              setOpen(false);
            }}
          >
            No thanks
          </Button>
          <Button onClick={install} busy={busy}>
            Yes, install the app!
          </Button>
        </>
      }
    >
      <p>Install {config.brandName} on this device: it opens from your home screen in its own window, like your other apps.</p>
      <InstallInstructions platform={platform} />
    </Modal>
  );
}
