import { PageHeader } from '@portal/ui';
import { Link } from 'react-router-dom';

export default function HelpPage() {
  return (
    <>
      <PageHeader title="How game servers work" />
      <section className="portal-card" aria-label="About game servers">
        <p>Each server runs in the data centre closest to your line and is charged monthly on your invoice.</p>
        <p>
          <Link to="/gaming">Back to game servers</Link>
        </p>
      </section>
    </>
  );
}
