import { callAction, saveAccessToken, type DuplicateContact, type MatchedAccount } from '@portal/contract';
import { OFFER_DEVICE_KEY } from './offer-device-key';

function startSession(accessToken: string, otpCellNumber?: string) {
  const session = saveAccessToken(accessToken, otpCellNumber ? { otpCellNumber } : {});
  if (otpCellNumber) sessionStorage.setItem(OFFER_DEVICE_KEY, '1');
  return session;
}

/** Exchanges a matched account's user token for an access token and stores the session. */
export async function signInToAccount(account: MatchedAccount, otpCellNumber: string) {
  const { accessToken } = await callAction('login.otp.SelectAccount', { userToken: account.userToken });
  return startSession(accessToken, otpCellNumber);
}

/** The contacts who share the cell number on this account (spec §4 Login, duplicate contacts). */
export async function duplicateContactsOf(account: MatchedAccount) {
  const { contacts } = await callAction('login.otp.GetDuplicateContacts', { userToken: account.userToken });
  return contacts;
}

export async function signInAsContact(contact: DuplicateContact, otpCellNumber: string) {
  const { accessToken } = await callAction('login.otp.SelectContactSession', { contactToken: contact.contactToken });
  return startSession(accessToken, otpCellNumber);
}

export const signInWithToken = (accessToken: string) => startSession(accessToken);
