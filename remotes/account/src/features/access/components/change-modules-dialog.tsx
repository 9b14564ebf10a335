import type { AccessUser, PortalModule } from '@portal/contract';
import { catalogue } from '@portal/contract/catalogue';
import { Alert, Button, Modal } from '@portal/ui';
import { useId } from 'react';
import { useForm, type Resolver, type ResolverResult } from 'react-hook-form';
import { useUpdateUserModules } from '../api/change-users';
import { moduleLabel } from '../modules';
import { ModuleCheckboxes } from './module-checkboxes';

export const OWN_ACCESS_MESSAGE = `You cannot take ${moduleLabel('access')} away from yourself.`;

type ModulesValues = { portalModules: PortalModule[] };

/** The modules sent are the kept ones and the ticked ones, checked by the action's own rule; and no one takes Access from themselves. */
function modulesResolver(user: AccessUser, fixed: PortalModule[]): Resolver<ModulesValues> {
  const selection = catalogue['account.access.UpdateUserModules'].input.shape.portalModules;
  return async (values): Promise<ResolverResult<ModulesValues>> => {
    const chosen = Array.isArray(values.portalModules) ? values.portalModules : [];
    const checked = selection.safeParse([...fixed, ...chosen]);
    const ownAccessGone = user.isSelf && user.portalModules.includes('access') && !chosen.includes('access') && !fixed.includes('access');
    const message = checked.success ? (ownAccessGone ? OWN_ACCESS_MESSAGE : undefined) : checked.error.issues[0]?.message;
    return message ? { values: {}, errors: { portalModules: { type: 'validate', message } } } : { values: { portalModules: chosen }, errors: {} };
  };
}

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
  } = useForm<ModulesValues>({
    mode: 'onTouched',
    resolver: modulesResolver(user, fixed),
    defaultValues: { portalModules: user.portalModules.filter((m) => grantableModules.includes(m)) },
  });

  const submit = handleSubmit(({ portalModules }) =>
    update.mutate(
      { personId: user.personId, accountCode: user.accountCode, portalModules: [...fixed, ...portalModules] },
      { onSuccess: () => onChanged(`The modules of ${name} on ${user.customerName} were changed.`) },
    ),
  );

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
        <ModuleCheckboxes modules={grantableModules} error={errors.portalModules?.message} registration={register('portalModules')} />
        {fixed.length > 0 && (
          <p className="portal-field__hint">Also kept, as only the account holder can change them: {fixed.map(moduleLabel).join(', ')}.</p>
        )}
      </form>
    </Modal>
  );
}
