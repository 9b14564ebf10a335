import { paths, type DashboardCard } from '@portal/contract';
import { StatusBadge, formatCurrency, formatDate, useIsMobile } from '@portal/ui';
import { QueryCardBody } from '@portal/ui/dashboard';
import { Link } from 'react-router-dom';
import { useBillingDetails } from './features/billing-details/api/get-billing-details';
import { balanceText } from './features/billing-details/balance-text';
import { PAY_NOW_PARAM } from './features/pay-now/pay-now-param';
import { usePaymentArrangement } from './features/payment-arrangement/api/get-payment-arrangement';
import { ARRANGE_PARAM } from './features/payment-arrangement/arrangement-param';

const WRAP = { whiteSpace: 'normal', maxWidth: '100%' } as const;

/** The account's balance and when it is due, with the quickest way to pay. */
function BalanceCard() {
  // On a phone the offer waits on Payments & Billing: here it would push the services below the first screen.
  const phone = useIsMobile();
  const details = useBillingDetails();
  const arrangementRead = usePaymentArrangement();
  const arrangement = arrangementRead.data;
  const current = arrangement?.arrangement;
  return (
    <QueryCardBody query={details} alongside={[arrangementRead]} loading="Loading your balance…" reserve="12rem">
      {(d) => (
        <>
          <p className="portal-dashboard-card__figure" style={{ overflowWrap: 'anywhere' }}>
            {balanceText(d.balance)}
          </p>
          <dl className="portal-dashboard-card__facts">
            <dt>Amount due</dt>
            <dd>{formatCurrency(d.amountDue)}</dd>
            <dt>Due date</dt>
            <dd>{d.dueDate ? formatDate(d.dueDate) : 'Nothing due'}</dd>
            <dt>Status</dt>
            <dd>
              <StatusBadge status={d.displayCurrentStatus} />
            </dd>
            {current && (
              <>
                <dt>Payment arrangement</dt>
                <dd>
                  <StatusBadge status={current.statusText} />
                  {current.nextPart && (
                    <span style={{ display: 'block' }}>
                      Next: {formatCurrency(current.nextPart.amount)} by {formatDate(current.nextPart.dueDate)}
                    </span>
                  )}
                </dd>
              </>
            )}
          </dl>
          {/* Buttons wrap inside the card rather than overflow it on a narrow screen. */}
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
            {d.amountDue > 0 ? (
              <Link className="portal-button portal-button--primary" style={WRAP} to={`${paths.billingDetails}?${PAY_NOW_PARAM}=now`}>
                Pay now
              </Link>
            ) : (
              <Link className="portal-button portal-button--secondary" style={WRAP} to={paths.billingDetails}>
                View billing
              </Link>
            )}
            {!phone && arrangement?.eligibility.eligible && (
              <Link className="portal-button portal-button--secondary" style={WRAP} to={`${paths.billingDetails}?${ARRANGE_PARAM}=now#payment-arrangement`}>
                Make a payment arrangement
              </Link>
            )}
          </div>
        </>
      )}
    </QueryCardBody>
  );
}

const cards: DashboardCard[] = [{ id: 'billing-balance', title: 'Balance', Component: BalanceCard, modules: ['billing'] }];
export default cards;
