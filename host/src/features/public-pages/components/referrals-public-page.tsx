import { createPortalQueryClient } from '@portal/contract/query';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { providerName, useInstanceConfig } from '../../instance/instance-config';
import '../referral-page.css';
import { ReferralLeadForm } from './referral-lead-form';

/** spec §2: /referrals/public?code=…, the page a referred friend lands on: their details reach the provider. */
export function ReferralsPublicPage() {
  const config = useInstanceConfig();
  const [params] = useSearchParams();
  // Public pages sit outside the signed-in shell and its QueryClient; the address suggestions need one.
  const [queryClient] = useState(createPortalQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <section aria-labelledby="referrals-heading" className="portal-public-page portal-referral">
        <h1 id="referrals-heading">You have been referred</h1>
        <p className="portal-referral__intro">
          A customer of {providerName(config)} thinks you would enjoy our services. Leave your details and we will contact you
          about what is available at your address.
        </p>
        <ReferralLeadForm initialCode={params.get('code') ?? ''} />
        <p>
          Already a customer? <Link to="/login">Sign in</Link>.
        </p>
      </section>
    </QueryClientProvider>
  );
}
