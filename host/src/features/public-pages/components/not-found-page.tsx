import { Link } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <section aria-labelledby="not-found-heading" className="portal-public-page">
      <h1 id="not-found-heading">Page not found</h1>
      <p>The page you asked for does not exist or has moved.</p>
      <Link to="/dashboard">Go to the dashboard</Link>
    </section>
  );
}
