import { normaliseCellNumber, type PortalModule } from '@portal/contract';
import { Alert, Button, Modal, Select, TextField, validators } from '@portal/ui';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useAddUser } from '../api/change-users';
import { AT_LEAST_ONE_MODULE } from '../modules';
import { ModuleCheckboxes } from './module-checkboxes';

interface AddUserValues {
  firstName: string;
  lastName: string;
  cellNumber: string;
  accountCode: string;
  portalModules: PortalModule[];
}

export interface AddUserDialogProps {
  /** The accounts a person can be added to: the signed-in account first, then its children. */
  accounts: { accountCode: string; customerName: string }[];
  grantableModules: PortalModule[];
  onClose: () => void;
  onAdded: (message: string) => void;
}

const required = (label: string) => (v: string) => v.trim() !== '' || `${label} is required.`;

/** Adds a person by name and cell number with the modules they may use; they then sign in with an SMS PIN. */
export function AddUserDialog({ accounts, grantableModules, onClose, onAdded }: AddUserDialogProps) {
  const formId = useId();
  const add = useAddUser();
  const chooseAccount = accounts.length > 1;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AddUserValues>({
    mode: 'onTouched',
    defaultValues: { firstName: '', lastName: '', cellNumber: '', accountCode: accounts[0]?.accountCode ?? '', portalModules: [] },
  });

  const submit = handleSubmit((values) => {
    const account = accounts.find((a) => a.accountCode === values.accountCode);
    add.mutate(
      {
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        cellNumber: normaliseCellNumber(values.cellNumber),
        portalModules: values.portalModules,
        ...(chooseAccount ? { accountCode: values.accountCode } : {}),
      },
      {
        onSuccess: (user) =>
          onAdded(`${user.firstName} ${user.lastName} can now use ${account?.customerName ?? user.customerName}. They sign in with their cell number.`),
      },
    );
  });

  return (
    <Modal
      open
      title="Add a person"
      onClose={add.isPending ? undefined : onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={add.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={add.isPending}>
            Add person
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} aria-label="Add a person">
        {add.isError && <Alert tone="error">The person was not added: {add.error.message}</Alert>}
        <TextField label="First name" maxLength={60} error={errors.firstName?.message} {...register('firstName', { validate: required('First name') })} />
        <TextField label="Last name" maxLength={60} error={errors.lastName?.message} {...register('lastName', { validate: required('Last name') })} />
        <TextField
          label="Cell number"
          type="tel"
          inputMode="tel"
          maxLength={20}
          hint="They sign in with a PIN sent to this number."
          error={errors.cellNumber?.message}
          {...register('cellNumber', { validate: (v) => validators.cellnumber(v) })}
        />
        {chooseAccount && (
          <Select
            label="Account"
            options={accounts.map((a) => ({ id: a.accountCode, text: `${a.customerName} (${a.accountCode})` }))}
            error={errors.accountCode?.message}
            {...register('accountCode', { validate: (v) => validators.select(v, 'Account') })}
          />
        )}
        <ModuleCheckboxes
          modules={grantableModules}
          error={errors.portalModules?.message}
          registration={register('portalModules', { validate: (v) => (Array.isArray(v) && v.length > 0) || AT_LEAST_ONE_MODULE })}
        />
      </form>
    </Modal>
  );
}
