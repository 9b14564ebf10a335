import { isActionError, paths, type ServiceTool } from '@portal/contract';
import { TOOL_RANGE_LABELS, TOOL_RANGES, type ToolAccount, type ToolRange } from '@portal/contract/catalogue';
import { EmptyState, ErrorState, LoadingState, PageHeader } from '@portal/ui';
import { useEnabledServiceCategories, useTokenClaims } from '@portal/ui/access';
import { usePageTitle } from '@portal/ui/page-title';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { TOOL_PAGES, toolTabs } from '../tool-links';
import '../tools.css';

/** The account id the address names, or null when it is not one. */
function useAddressAccountId(): number | null {
  const { accountId } = useParams();
  return accountId && /^[1-9]\d{0,9}$/.test(accountId) && Number(accountId) <= 2_147_483_647 ? Number(accountId) : null;
}

/** The range of the address (?range=24h|7d|30d), 7 days when it names none (or none that exists). */
function useRange(): [ToolRange, (range: ToolRange) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('range');
  const range = (TOOL_RANGES as readonly string[]).includes(asked ?? '') ? (asked as ToolRange) : '7d';
  const choose = (next: ToolRange) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('range', next);
        return updated;
      },
      { replace: true },
    );
  return [range, choose];
}

/**
 * A choice of 24 hours, 7 days or 30 days, as radio buttons (arrow keys move between them). The choice shows at once:
 * the address, and the charts with it, follow in a transition, which would otherwise hold the old button checked.
 */
export function RangePicker({ range, onChange }: { range: ToolRange; onChange: (range: ToolRange) => void }) {
  const [chosen, setChosen] = useState(range);
  // The address changed some other way (back, a link): the buttons follow it.
  useEffect(() => setChosen(range), [range]);
  return (
    <fieldset className="tools-range">
      <legend>Time range</legend>
      <div className="tools-range__options">
        {TOOL_RANGES.map((option) => (
          <label key={option} className="tools-range__option">
            <input
              type="radio"
              name="tools-range"
              value={option}
              checked={chosen === option}
              onChange={() => {
                setChosen(option);
                onChange(option);
              }}
            />
            <span>{TOOL_RANGE_LABELS[option]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** What a page says when the account is not one the session works in: the server answered 'not found'. */
export function AccountNotFound({ tool }: { tool: ServiceTool }) {
  const own = useTokenClaims()?.masterAccountId;
  return (
    <div className="portal-state portal-state--error" role="alert">
      <h2 className="portal-state__title">We could not find that account’s service tools</h2>
      <p>
        Service tools show only the account you are working in. If this is another of your accounts (a branch, for example), switch to it
        first, then open its tools.
      </p>
      <p style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
        {own ? (
          <Link className="portal-button portal-button--primary" to={paths.serviceTool(own, tool)}>
            Open this account’s tools
          </Link>
        ) : null}
        <Link className="portal-button portal-button--secondary" to={paths.dashboard}>
          Go to the dashboard
        </Link>
      </p>
    </div>
  );
}

interface QueryLike<T> {
  data: T | undefined;
  error: Error | null;
  refetch: () => unknown;
}

/** A dashboard's loading, not-found and error states, then its content. */
export function ToolContent<T extends { account: ToolAccount }>({
  query,
  tool,
  what,
  children,
}: {
  query: QueryLike<T>;
  tool: ServiceTool;
  /** 'network figures', in the loading and error messages. */
  what: string;
  children: (data: T) => ReactNode;
}) {
  if (query.data) return <>{children(query.data)}</>;
  if (query.error) {
    if (isActionError(query.error) && query.error.status === 404) return <AccountNotFound tool={tool} />;
    return <ErrorState title={`We could not load the ${what}`} message={query.error.message} onRetry={() => void query.refetch()} />;
  }
  return <LoadingState label={`Loading the ${what}…`} />;
}

/** The line under the toolbar: whose figures these are. */
export function AccountLine({ account, range }: { account: ToolAccount; range?: ToolRange }) {
  return (
    <p className="tools-summary">
      {account.customerName} ({account.accountCode}){range ? ` · ${TOOL_RANGE_LABELS[range]}` : ''}
    </p>
  );
}

/**
 * The frame of every tool page: its title, tabs to the other tools of the same account, the time range (where the
 * tool has one) and the content for the account the address names.
 */
export function ToolPage({
  tool,
  withRange = true,
  children,
}: {
  tool: ServiceTool;
  withRange?: boolean;
  children: (props: { accountId: number; range: ToolRange }) => ReactNode;
}) {
  const accountId = useAddressAccountId();
  const [range, setRange] = useRange();
  const enabled = useEnabledServiceCategories();
  const page = TOOL_PAGES.find((p) => p.tool === tool)!;
  usePageTitle(page.title);
  return (
    <>
      <PageHeader
        title={page.title}
        subtitle={page.about}
        tabs={accountId === null ? undefined : toolTabs(accountId, enabled)}
        tabsLabel="Service tools"
      />
      {accountId === null ? (
        <AccountNotFound tool={tool} />
      ) : (
        <>
          {withRange && (
            <div className="tools-toolbar">
              <RangePicker range={range} onChange={setRange} />
            </div>
          )}
          {children({ accountId, range })}
        </>
      )}
    </>
  );
}

/** An empty dashboard: the account has no service the tool reads. */
export function NoServices({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <EmptyState title={title}>
      {children ?? (
        <p>
          See <Link to={paths.cloud}>Cloud &amp; Hosting</Link> for the services on this account.
        </p>
      )}
    </EmptyState>
  );
}
