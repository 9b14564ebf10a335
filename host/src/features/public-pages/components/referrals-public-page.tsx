import { Link } from 'react-router-dom';
import { useInstanceConfig } from '../../instance/instance-config';

/** spec §2: /referrals/public, the page a referred friend lands on. */
export function ReferralsPublicPage() {
  const config = useInstanceConfig();
  return (
    <section aria-labelledby="referrals-heading" className="portal-public-page">
      <h1 id="referrals-heading">You have been referred</h1>
      <p>
        A customer of {config.brandName} thinks you would enjoy our fibre, LTE and hosting services. Call us on{' '}
        <a href={`tel:${config.sidebar.contactNumber.replace(/\s+/g, '')}`}>{config.sidebar.contactNumber}</a> or email{' '}
        <a href={`mailto:${config.sidebar.contactEmail}`}>{config.sidebar.contactEmail}</a> and mention your referral.
      </p>
      <p>
        Already a customer? <Link to="/login">Sign in</Link>.
      </p>
    </section>
  );
}
