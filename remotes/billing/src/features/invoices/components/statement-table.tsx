import type { StatementView } from '@portal/contract/catalogue';
import { formatCurrency, formatDate } from '@portal/ui';

const money = (amount: number) => (amount ? formatCurrency(amount) : '');

/** spec §7 billing.GetViewStatement: opening balance, the entries of the range, closing balance. */
export function StatementTable({ statement }: { statement: StatementView }) {
  const period = `${formatDate(statement.startDate)} to ${formatDate(statement.endDate)}`;
  return (
    <div className="portal-table" style={{ marginTop: 16 }}>
      <dl className="portal-details" style={{ marginBottom: 12 }}>
        <dt>Account</dt>
        <dd>
          {statement.customerName} ({statement.accountCode})
        </dd>
        <dt>Period</dt>
        <dd>{period}</dd>
        <dt>Opening balance</dt>
        <dd>{formatCurrency(statement.openingBalance)}</dd>
        <dt>Closing balance</dt>
        <dd>{formatCurrency(statement.closingBalance)}</dd>
      </dl>
      <div className="portal-table__scroll">
        <table>
          <caption>Statement, {period}</caption>
          <thead>
            <tr>
              {['Date', 'Description', 'Reference', 'Debit', 'Credit', 'Balance'].map((h) => (
                <th key={h} scope="col">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <td data-label="Date">{formatDate(statement.startDate)}</td>
              <td data-label="Description">Opening balance</td>
              <td data-label="Reference" />
              <td data-label="Debit" />
              <td data-label="Credit" />
              <td data-label="Balance">{formatCurrency(statement.openingBalance)}</td>
            </tr>
            {statement.entries.length === 0 && (
              <tr>
                <td colSpan={6} className="portal-table__message">
                  No transactions in this period.
                </td>
              </tr>
            )}
            {statement.entries.map((entry, index) => (
              <tr key={`${entry.reference}-${index}`}>
                <td data-label="Date">{formatDate(entry.date)}</td>
                <td data-label="Description">{entry.description}</td>
                <td data-label="Reference">{entry.reference}</td>
                <td data-label="Debit">{money(entry.debit)}</td>
                <td data-label="Credit">{money(entry.credit)}</td>
                <td data-label="Balance">{formatCurrency(entry.balance)}</td>
              </tr>
            ))}
            <tr>
              <td data-label="Date">{formatDate(statement.endDate)}</td>
              <td data-label="Description">Closing balance</td>
              <td data-label="Reference" />
              <td data-label="Debit" />
              <td data-label="Credit" />
              <td data-label="Balance">{formatCurrency(statement.closingBalance)}</td>
            </tr>
          </tbody>
        </table>
      </div>
    </div>
  );
}
