import { actionQueryOptions } from '@portal/contract/query';
import { useQuery } from '@tanstack/react-query';

/** spec §7 billing.mandates.RenderDebitOrderMandate: the mandate text with the debit order it covers. */
export const mandateQueryOptions = () => actionQueryOptions('billing.mandates.RenderDebitOrderMandate', {});

export const useDebitOrderMandate = () => useQuery(mandateQueryOptions());
