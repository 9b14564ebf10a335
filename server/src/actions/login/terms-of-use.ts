/** The terms a person accepts before using the portal; a new version means accepting again. */
export const TERMS_OF_USE = {
  version: '2026-01',
  title: 'Terms of Use',
  sections: [
    {
      heading: 'Using the portal',
      text: 'The portal lets you manage the services, accounts and payments of the accounts you are linked to. Use it only for accounts you are authorised to manage.',
    },
    {
      heading: 'Signing in',
      text: 'You sign in with a one-time PIN sent to your cell number or with a passkey on a device you registered. Never share a PIN. We will never ask you for it.',
    },
    {
      heading: 'Your information',
      text: 'We process your personal information to provide and bill your services, as described in our privacy notice and as the Protection of Personal Information Act allows.',
    },
    {
      heading: 'Payments',
      text: 'Card details are entered only on our payment provider’s pages and never stored by the portal. Debit orders are collected under the mandate you accept.',
    },
    {
      heading: 'Changes',
      text: 'We may update these terms. When we do, we will ask you to accept the new version the next time you sign in.',
    },
  ],
};
