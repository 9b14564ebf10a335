import { createPortalQueryClient } from '@portal/contract/query';
import { QueryClientProvider } from '@tanstack/react-query';
import { AppLayout } from '../features/layout/components/app-layout';

/** The host's one QueryClient. It lives in this chunk so that the login page does not load react-query. */
const queryClient = createPortalQueryClient();

/** The frame of every signed-in page: data layer and layout; the page itself comes through the layout's outlet. */
export default function AuthenticatedShell() {
  return (
    <QueryClientProvider client={queryClient}>
      <AppLayout />
    </QueryClientProvider>
  );
}
