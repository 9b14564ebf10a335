import type { AccessUser } from '@portal/contract';
import { Alert, Button, Modal } from '@portal/ui';
import { useRemoveUser } from '../api/change-users';

export interface RemoveUserDialogProps {
  user: AccessUser;
  onClose: () => void;
  onRemoved: (message: string) => void;
}

/** Asks before removing a person from an account; removal also ends their sessions on it. */
export function RemoveUserDialog({ user, onClose, onRemoved }: RemoveUserDialogProps) {
  const remove = useRemoveUser();
  const name = `${user.firstName} ${user.lastName}`;
  return (
    <Modal
      open
      title={`Remove ${name}?`}
      size="sm"
      onClose={remove.isPending ? undefined : onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button
            variant="danger"
            busy={remove.isPending}
            onClick={() =>
              remove.mutate(
                { personId: user.personId, accountCode: user.accountCode },
                { onSuccess: () => onRemoved(`${name} can no longer use ${user.customerName}.`) },
              )
            }
          >
            Remove
          </Button>
        </>
      }
    >
      <p style={{ marginTop: 0 }}>
        {name} will no longer be able to use {user.customerName} ({user.accountCode}), and is signed out of it now.
      </p>
      {remove.isError && <Alert tone="error">{name} was not removed: {remove.error.message}</Alert>}
    </Modal>
  );
}
