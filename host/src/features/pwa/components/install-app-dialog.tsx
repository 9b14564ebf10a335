import { Button, Modal } from '@portal/ui';
import type { InstallPlatform } from '../platform';
import { recordDismissal } from '../prompt-dismissal';
import { InstallInstructions } from './install-instructions';

interface Props {
  brandName: string;
  platform: InstallPlatform;
  busy: boolean;
  onInstall: () => void;
  onClose: () => void;
}

/** spec §2 Add to Homescreen: the modal itself, loaded only when it is offered. */
export default function InstallAppDialog({ brandName, platform, busy, onInstall, onClose }: Props) {
  return (
    <Modal
      open
      title="Add to Homescreen"
      size="sm"
      onClose={busy ? undefined : onClose}
      footer={
        <>
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => {
              recordDismissal();
              onClose();
            }}
          >
            No thanks
          </Button>
          <Button onClick={onInstall} busy={busy}>
            Yes, install the app!
          </Button>
        </>
      }
    >
      <p>Install {brandName} on this device: it opens from your home screen in its own window, like your other apps.</p>
      <InstallInstructions platform={platform} />
    </Modal>
  );
}
