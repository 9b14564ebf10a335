import { callAction, decodeClaims, ERROR_CODES, isActionError, portalCache, readSession, saveAccessToken, type SwitchAccountItem } from '@portal/contract';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { saveAccountNotice, switchedMessage } from '../account-notice';

const LISTS = ['account.GetAccounts', 'account.GetChildAccounts'] as const;

/**
 * The account to switch to: a row of a list that hands out switch tokens (Switch Account, the dashboard's branches
 * and clients), and optionally the page to land on there (by default the dashboard).
 */
export type SwitchTarget = Pick<SwitchAccountItem, 'accountCode' | 'customerName' | 'userToken'> & { to?: string };

/**
 * A row's token switches once, and only for the access token that listed it. A list cached before the
 * token changed (a re-auth, the terms accepted) is refused with BAD_INPUT on userToken.
 */
const isStaleRow = (error: unknown) => isActionError(error) && error.code === ERROR_CODES.badInput && error.field === 'userToken';

/** The account's row in newly fetched lists; the cached lists are dropped, so the modal shows the new ones. */
async function freshRow(queryClient: QueryClient, accountCode: string) {
  for (const name of LISTS) portalCache.clear(name);
  void queryClient.invalidateQueries({ queryKey: ['action'], predicate: (q) => LISTS.some((name) => q.queryKey[1] === name) });
  const lists = await Promise.all(LISTS.map((name) => callAction(name, {})));
  return lists.flatMap((list) => list.accounts).find((row) => row.accountCode === accountCode);
}

/**
 * spec §4 Account switch: exchanges the chosen account's user token for a new access token and saves
 * it, leaving the notice 'You are now in …' for the new session. Without a page to land on: on the dashboard the
 * page reloads, elsewhere the cache is cleared and the user goes to /dashboard. With one (a branch's service opened
 * from the parent's dashboard) the cache is cleared and the user goes there. The cache is cleared in every case: it
 * holds the other account's data. A row from a stale list is tried once more with the same account's row from the
 * lists fetched again.
 */
export function useSwitchAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useMutation({
    mutationFn: async (target: SwitchTarget) => {
      const exchange = (row: Pick<SwitchTarget, 'userToken'>) => callAction('account.GetAuthForAccount', { userToken: row.userToken });
      let accessToken: string;
      try {
        ({ accessToken } = await exchange(target));
      } catch (error) {
        const row = isStaleRow(error) ? await freshRow(queryClient, target.accountCode) : undefined;
        if (!row) throw error;
        ({ accessToken } = await exchange(row));
      }
      saveAccessToken(accessToken, { otpCellNumber: readSession()?.otpCellNumber });
      saveAccountNotice(decodeClaims(accessToken), switchedMessage(target));
      portalCache.clear();
    },
    onSuccess: (_data, target) => {
      if (!target.to && pathname === '/dashboard') {
        window.location.reload();
        return;
      }
      queryClient.clear();
      navigate(target.to ?? '/dashboard');
    },
  });
}
