import type { MatchedAccount } from '@portal/contract';
import { StatusBadge } from '@portal/ui';

interface Props {
  accounts: MatchedAccount[];
  busy: boolean;
  onChoose: (account: MatchedAccount) => void;
}

/** When the cell number matches several accounts, the person picks the one to sign in to. */
export function AccountChoiceStep({ accounts, busy, onChoose }: Props) {
  return (
    <fieldset className="portal-account-choice" disabled={busy}>
      <legend>Your cell number is linked to {accounts.length} accounts. Choose one to continue.</legend>
      <ul>
        {accounts.map((account) => (
          <li key={account.accountCode}>
            <button type="button" className="portal-account-choice__item" onClick={() => onChoose(account)}>
              <span className="portal-account-choice__name">{account.customerName}</span>
              <span className="portal-account-choice__meta">
                {account.accountCode}
                {account.enterprise ? ' · Enterprise' : ''}
              </span>
              <StatusBadge status={account.status} />
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
