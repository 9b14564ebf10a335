import type { DuplicateContact } from '@portal/contract';

interface Props {
  accountName: string;
  contacts: DuplicateContact[];
  busy: boolean;
  onChoose: (contact: DuplicateContact) => void;
}

/** When several contacts of the account share the cell number, the person says which one they are. */
export function ContactChoiceStep({ accountName, contacts, busy, onChoose }: Props) {
  return (
    <fieldset className="portal-account-choice" disabled={busy}>
      <legend>
        This cell number belongs to {contacts.length} contacts on {accountName}. Who are you?
      </legend>
      <ul>
        {contacts.map((contact) => (
          <li key={contact.contactToken}>
            <button type="button" className="portal-account-choice__item" onClick={() => onChoose(contact)}>
              <span className="portal-account-choice__name">{contact.name}</span>
              <span className="portal-account-choice__meta">{contact.email}</span>
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
