import { callAction, saveAccessToken, type AccountListItem } from '@portal/contract';

/** Exchanges a matched account's user token for an access token and stores the session. */
export async function signInToAccount(account: AccountListItem, otpCellNumber: string) {
  const { accessToken } = await callAction('login.otp.SelectAccount', { userToken: account.userToken });
  return saveAccessToken(accessToken, { otpCellNumber });
}
