import { callAction, portalCache, readSession, saveAccessToken, type SwitchAccountItem } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * spec §4 Account switch: exchanges the chosen account's user token for a new access token and saves
 * it; on the dashboard the page reloads, elsewhere the cache is cleared and the user goes to /dashboard.
 * The cache is cleared in both cases: it holds the other account's data.
 */
export function useSwitchAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useMutation({
    mutationFn: async (account: SwitchAccountItem) => {
      const { accessToken } = await callAction('account.GetAuthForAccount', { userToken: account.userToken });
      saveAccessToken(accessToken, { otpCellNumber: readSession()?.otpCellNumber });
      portalCache.clear();
    },
    onSuccess: () => {
      if (pathname === '/dashboard') {
        window.location.reload();
        return;
      }
      queryClient.clear();
      navigate('/dashboard');
    },
  });
}
