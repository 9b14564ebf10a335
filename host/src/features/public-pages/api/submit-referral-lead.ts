import { callAction } from '@portal/contract';
import type { ReferralLeadInput } from '@portal/contract/catalogue';
import { useMutation } from '@tanstack/react-query';

/** referrals.SubmitReferralLead, a public action: the referred friend's details; answers the server's thanks. */
export const useSubmitReferralLead = () => useMutation({ mutationFn: (input: ReferralLeadInput) => callAction('referrals.SubmitReferralLead', input) });
