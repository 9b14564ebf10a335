import type { AccessUser, PortalModule } from '@portal/contract';
import { Alert, Button, Modal } from '@portal/ui';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useUpdateUserModules } from '../api/change-users';
import { AT_LEAST_ONE_MODULE, moduleLabel } from '../modules';
import { ModuleCheckboxes } from './module-checkboxes';

export const OWN_ACCESS_MESSAGE = `You cannot take ${moduleLabel('access')} away from yourself.`;

export interface ChangeModulesDialogProps {
  user: AccessUser;
  grantableModules: PortalModule[];
  onClose: () => void;
  onChanged: (message: string) => void;
}

/**
 * Changes the modules a person may use on one account. Their next token carries exactly these; the server ends
 * their live sessions when a module is taken away. Modules the signed-in person cannot give are kept as they are.
 */
export function ChangeModulesDialog({ user, grantableModules, onClose, onChanged }: ChangeModulesDialogProps) {
  const formId = useId();
  const update = useUpdateUserModules();
  const name = `${user.firstName} ${user.lastName}`;
  const fixed = user.portalModules.filter((m) => !grantableModules.includes(m));
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ portalModules: PortalModule[] }>({
    mode: 'onTouched',
    defaultValues: { portalModules: user.portalModules.filter((m) => grantableModules.includes(m)) },
  });

  const submit = handleSubmit(({ portalModules }) =>
    update.mutate(
      { personId: user.personId, accountCode: user.accountCode, portalModules: [...fixed, ...portalModules] },
      { onSuccess: () => onChanged(`The modules of ${name} on ${user.customerName} were changed.`) },
    ),
  );

  const validate = (v: PortalModule[]) => {
    const chosen = Array.isArray(v) ? v : [];
    if (chosen.length + fixed.length === 0) return AT_LEAST_ONE_MODULE;
    if (user.isSelf && user.portalModules.includes('access') && !chosen.includes('access') && !fixed.includes('access')) return OWN_ACCESS_MESSAGE;
    return true;
  };

  return (
    <Modal
      open
      title={`Modules of ${name}`}
      onClose={update.isPending ? undefined : onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={update.isPending}>
            Save Changes
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} aria-label={`Modules of ${name}`}>
        <p style={{ marginTop: 0 }}>
          On {user.customerName} ({user.accountCode}). The change applies from their next sign-in; taking a module away signs them
          out of this account.
        </p>
        {update.isError && <Alert tone="error">The modules were not changed: {update.error.message}</Alert>}
        <ModuleCheckboxes modules={grantableModules} error={errors.portalModules?.message} registration={register('portalModules', { validate })} />
        {fixed.length > 0 && (
          <p className="portal-field__hint">Also kept, as only the account holder can change them: {fixed.map(moduleLabel).join(', ')}.</p>
        )}
      </form>
    </Modal>
  );
}
