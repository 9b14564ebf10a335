import { catalogue, fieldsOf, localPartAt, typedNumber, withMessage } from '../catalogue';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => (result.success ? null : result.error!.issues[0].message);

describe('fields a form types in front of the actions’ rules', () => {
  it('typedNumber: the action’s rule decides on the number typed; empty or refused, the form’s one message', () => {
    const ttl = catalogue['communication.AddDnsRecord'].input.shape.record.shape.ttl;
    const field = typedNumber('The TTL must be a whole number from 300 to 86400.', ttl);
    for (const bad of ['', '  ', 'abc', '299', '86401', '3600.5']) expect(firstMessage(field.safeParse(bad))).toBe('The TTL must be a whole number from 300 to 86400.');
    expect(field.parse(' 3600 ')).toBe(' 3600 ');
  });

  it('localPartAt: the part before @ as the server takes it, then the whole address by the action’s rule', () => {
    const address = catalogue['communication.AddMailbox'].input.shape.address;
    const field = localPartAt('mokoena-design.co.za', 'Please enter the part of the address before the @.', address);
    expect(firstMessage(field.safeParse(' '))).toBe('Please enter the part of the address before the @.');
    expect(firstMessage(field.safeParse('sa les'))).toBe('Use only letters, digits, dots (not at the start or end, nor two together), _ and -.');
    expect(firstMessage(field.safeParse('sales.'))).toBe('Use only letters, digits, dots (not at the start or end, nor two together), _ and -.');
    expect(field.parse(' Sales ')).toBe('sales@mokoena-design.co.za');
  });

  it('withMessage: the action’s rule decides, the form’s message is shown', () => {
    const closes = catalogue['communication.SetNumberRouting'].input.shape.outOfHours.unwrap().shape.closes;
    const field = withMessage('Please enter a time such as 17:00.', closes);
    expect(firstMessage(closes.safeParse('25:00'))).toBe('Please enter a time such as 08:00.');
    expect(firstMessage(field.safeParse('25:00'))).toBe('Please enter a time such as 17:00.');
    expect(firstMessage(field.safeParse(''))).toBe('Please enter a time such as 17:00.');
    expect(field.safeParse('17:30').success).toBe(true);
  });

  it('fieldsOf: fields of an input that checks across them, each by its own rule, without the check across them', () => {
    const routing = catalogue['communication.SetNumberRouting'].input;
    const form = fieldsOf(routing, ['destination']);
    expect(Object.keys(form.shape)).toEqual(['destination']);
    expect(firstMessage(form.safeParse({ destination: '12345' }))).toBe('Please enter a valid phone number.');
    expect(form.parse({ destination: '082 123 4567', other: 'left out' })).toEqual({ destination: '0821234567' });
  });
});
