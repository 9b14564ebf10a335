import type { NavItem, RemoteRoute } from '@portal/contract';
import { useId, useState, type FormEvent } from 'react';
import { generatePath, Link, useNavigate } from 'react-router-dom';

const words = (segment: string) => segment.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());

/** A route's name: its navigation label, or its path's fixed parts in words ('Services › Communication › Email'). */
export function routeName(route: RemoteRoute, navItems: NavItem[]): string {
  const label = navItems.find((item) => item.to === route.path)?.label;
  if (label) return label;
  const fixed = route.path.split('/').filter((segment) => segment && !segment.startsWith(':') && segment !== '*');
  return fixed.map(words).join(' › ') || 'Start';
}

export const paramsOf = (path: string) => path.split('/').filter((s) => s.startsWith(':')).map((s) => s.slice(1).replace(/\?$/, ''));

/** A page that needs values in its address (a service tag, an invoice number): a field for each, then Open. */
function OpenWithParams({ route, name }: { route: RemoteRoute; name: string }) {
  const navigate = useNavigate();
  const id = useId();
  const params = paramsOf(route.path);
  const [values, setValues] = useState<Record<string, string>>({});
  const open = (event: FormEvent) => {
    event.preventDefault();
    navigate(generatePath(route.path, values));
  };
  return (
    <form onSubmit={open} aria-label={name} style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'end', margin: '4px 0' }}>
      <span style={{ minWidth: 220 }}>{name}</span>
      {params.map((param) => (
        <label key={param} htmlFor={`${id}-${param}`} style={{ display: 'grid' }}>
          <span style={{ fontSize: 12 }}>{param}</span>
          <input id={`${id}-${param}`} required value={values[param] ?? ''} onChange={(e) => setValues({ ...values, [param]: e.target.value.trim() })} />
        </label>
      ))}
      <button type="submit">Open</button>
    </form>
  );
}

/** Every page of the area by name: links for fixed addresses, a small form for addresses that need values. */
export function RouteIndex({ title, routes, navItems }: { title: string; routes: RemoteRoute[]; navItems: NavItem[] }) {
  const fixed = routes.filter((route) => paramsOf(route.path).length === 0);
  const withParams = routes.filter((route) => paramsOf(route.path).length > 0);
  return (
    <>
      <nav aria-label={`${title} (standalone)`} style={{ display: 'flex', flexWrap: 'wrap', gap: '4px 16px', alignItems: 'center' }}>
        <strong>{title} · standalone QA</strong>
        {fixed.map((route) => (
          <Link key={route.path} to={route.path} style={{ padding: '10px 0' }}>
            {routeName(route, navItems)}
          </Link>
        ))}
      </nav>
      {withParams.length > 0 && (
        <details>
          <summary style={{ padding: '8px 0', cursor: 'pointer' }}>Pages for one item ({withParams.length})</summary>
          {withParams.map((route) => (
            <OpenWithParams key={route.path} route={route} name={routeName(route, navItems)} />
          ))}
        </details>
      )}
    </>
  );
}
