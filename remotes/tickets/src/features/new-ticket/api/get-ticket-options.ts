import { actionQueryOptions } from '@portal/contract/query';
import { useQuery } from '@tanstack/react-query';

/** The instance's ticket categories and the account's own services, for the new-ticket form. */
export const useTicketOptions = () => useQuery(actionQueryOptions('tickets.GetTicketOptions', {}));
