import { paths } from '@portal/contract';
import { useEnabledServiceCategories, useTokenClaims } from '@portal/ui/access';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { offeredTools } from '../tool-links';

/** The Cloud & Hosting page's links to the five service tools of the account the session works in. */
export function ServiceToolsSection() {
  const headingId = useId();
  const accountId = useTokenClaims()?.masterAccountId;
  const tools = offeredTools(useEnabledServiceCategories());
  if (!accountId || tools.length === 0) return null;
  return (
    <section aria-labelledby={headingId} style={{ marginTop: 24 }}>
      <h2 id={headingId} style={{ fontSize: '1.15rem', margin: '0 0 4px' }}>
        Service tools
      </h2>
      <p style={{ margin: '0 0 12px', color: 'var(--portal-muted)' }}>Metrics and reports of this account’s services.</p>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fit, minmax(min(220px, 100%), 1fr))' }}>
        {tools.map((page) => (
          <li key={page.tool} className="portal-card" style={{ margin: 0 }}>
            <Link to={paths.serviceTool(accountId, page.tool)} style={{ fontWeight: 600 }}>
              {page.title}
            </Link>
            <p style={{ margin: '4px 0 0', color: 'var(--portal-muted)', fontSize: '.9rem' }}>{page.about}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
