import { zodResolver } from '@hookform/resolvers/zod';
import { normaliseCellNumber, type PortalModule } from '@portal/contract';
import { catalogue, entered, selectMessage } from '@portal/contract/catalogue';
import { Alert, Button, Modal, Select, TextField } from '@portal/ui';
import { useId } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useAddUser } from '../api/change-users';
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

const addUser = catalogue['account.access.AddUser'].input;
/**
 * The person as account.access.AddUser checks them, with its messages. The account is on the form only when there is a
 * choice (spec §5 select: 'Please make a selection for Account.'); otherwise it is the signed-in account's, neither
 * checked nor sent.
 */
const withoutAccount = zodResolver(addUser.omit({ accountCode: true }).loose(), undefined, { raw: true }) as unknown as Resolver<AddUserValues>;
const withAccount = zodResolver(
  addUser.extend({ accountCode: entered(selectMessage('Account'), addUser.shape.accountCode.unwrap()) }),
  undefined,
  { raw: true },
) as Resolver<AddUserValues>;

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
    resolver: chooseAccount ? withAccount : withoutAccount,
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
        <TextField label="First name" maxLength={60} error={errors.firstName?.message} {...register('firstName')} />
        <TextField label="Last name" maxLength={60} error={errors.lastName?.message} {...register('lastName')} />
        <TextField
          label="Cell number"
          type="tel"
          inputMode="tel"
          maxLength={20}
          hint="They sign in with a PIN sent to this number."
          error={errors.cellNumber?.message}
          {...register('cellNumber')}
        />
        {chooseAccount && (
          <Select
            label="Account"
            options={accounts.map((a) => ({ id: a.accountCode, text: `${a.customerName} (${a.accountCode})` }))}
            error={errors.accountCode?.message}
            {...register('accountCode')}
          />
        )}
        <ModuleCheckboxes
          modules={grantableModules}
          error={errors.portalModules?.message}
          registration={register('portalModules')}
        />
      </form>
    </Modal>
  );
}
