import type { Body, MatrixEntry, ObjectCase } from './objects-matrix';

/**
 * IDOR matrix entries of the voice services' actions (communication.*Voip, *Fax, *PhoneNumber, *VoiceBundle, and
 * their changes). A service is named by its tag; another account's tag, and a tag of another type, answer exactly as
 * one that does not exist (404).
 *
 * Voice services of the principals: CUS1001 has one of every type; the child ENT2001-07 has VOIP-271107; the parent
 * ENT2001 has none of its own (its branches' services are reached only by switching into the branch). Each changing
 * case uses an item no other case touches: CUS1001's forwarding 'always', voicemail, extensions 104 (added) and 103
 * (removed), FAXO-700917's new probe address and studio@ (removed), NUM-701422's routing; ENT2001-07's forwarding and
 * voicemail. FAX-700816 is being cancelled, so no change case names it.
 */

const noService = (own: Body) => ({ ...own, serviceTag: 'NONE-000000' });

function cases(covers: string[], customer: Body, child?: Body): ObjectCase[] {
  return [
    {
      title: 'a voice service of CUS1001',
      covers,
      owner: 'customer',
      find: async () => ({ ...customer }),
      unknown: noService,
      refused: ['parent', 'child', 'reseller'],
      refusedByModule: ['billingOnly'],
    },
    ...(child
      ? [
          {
            title: 'the VoIP service of the child ENT2001-07, not reached by its parent’s session',
            covers,
            owner: 'child' as const,
            find: async () => ({ ...child }),
            unknown: noService,
            refused: ['parent' as const, 'customer' as const, 'reseller' as const],
          },
        ]
      : []),
  ];
}

const TYPED_NUMBER = 'a phone number the customer types for their own service (where calls go), never looked up';

export const VOICE_MATRIX: Record<string, MatrixEntry> = {
  'communication.GetVoip': { cases: cases(['serviceTag'], { serviceTag: 'VOIP-600715' }, { serviceTag: 'VOIP-271107' }) },
  'communication.AddExtension': {
    cases: cases(['serviceTag'], { serviceTag: 'VOIP-600715', extension: '104', name: 'IDOR probe', device: 'Desk phone' }),
    notObjects: {
      extension: 'the number of a new extension inside the caller’s own service',
      name: 'the new extension’s label, typed by the customer',
    },
  },
  'communication.RemoveExtension': {
    cases: cases(['serviceTag', 'extension'], { serviceTag: 'VOIP-600715', extension: '103' }),
  },
  'communication.SetCallForwarding': {
    cases: cases(['serviceTag'], { serviceTag: 'VOIP-600715', rule: 'always', enabled: false }, { serviceTag: 'VOIP-271107', rule: 'always', enabled: false }),
    notObjects: { number: TYPED_NUMBER },
  },
  'communication.SetVoicemailToEmail': {
    cases: cases(
      ['serviceTag'],
      { serviceTag: 'VOIP-600715', enabled: true, email: 'thandi@mokoena-design.co.za' },
      { serviceTag: 'VOIP-271107', enabled: true, email: 'reception@acme-logistics.co.za' },
    ),
  },
  'communication.GetFax': { cases: cases(['serviceTag'], { serviceTag: 'FAXO-700917' }) },
  'communication.AddFaxAddress': {
    cases: cases(['serviceTag'], { serviceTag: 'FAXO-700917', email: 'idor-probe@mokoena-design.co.za' }),
  },
  'communication.RemoveFaxAddress': {
    cases: cases(['serviceTag', 'email'], { serviceTag: 'FAXO-700917', email: 'studio@mokoena-design.co.za' }),
  },
  'communication.GetPhoneNumber': { cases: cases(['serviceTag'], { serviceTag: 'NUM-701422' }) },
  'communication.SetNumberRouting': {
    cases: cases(['serviceTag'], { serviceTag: 'NUM-701422', destination: '0821234567', outOfHours: null }),
    notObjects: { destination: TYPED_NUMBER, 'outOfHours.destination': TYPED_NUMBER },
  },
  'communication.GetVoiceBundle': { cases: cases(['serviceTag'], { serviceTag: 'VCB-701523' }) },
};
