import { Button, Modal } from '@portal/ui';

/** spec §2 Session Expired: OK goes to login (the page under it). */
export function SessionExpiredModal({ open, onOk }: { open: boolean; onOk: () => void }) {
  return (
    <Modal open={open} title="Session Expired" size="sm" footer={<Button onClick={onOk}>OK</Button>}>
      <p>Your session has expired. Please sign in to access your account.</p>
    </Modal>
  );
}
