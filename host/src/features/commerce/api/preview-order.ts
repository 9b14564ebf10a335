import type { Cart } from '@portal/contract';
import { actionQueryOptions } from '@portal/contract/query';
import { useQuery } from '@tanstack/react-query';

/** What the order would do, priced by the server (commerce.PreviewOrder); a refusal is the server's message. */
export const usePreviewOrder = (cart: Cart) => useQuery(actionQueryOptions('commerce.PreviewOrder', { cart }));
