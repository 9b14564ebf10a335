import { bankAccountNumber, blankOr, catalogue, checkbox, chosen, chosenId, dateFormat, entered, enteredDate, perItem, selectedId } from '../catalogue';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => (result.success ? null : result.error!.issues[0].message);

describe('form fields in front of the actions’ rules', () => {
  const pin = catalogue['login.otp.VerifyOtp'].input.shape.pin;

  it('entered: an empty field gets the form’s message, a filled one the action’s rule and message', () => {
    const field = entered('Please enter the PIN.', pin);
    expect(firstMessage(field.safeParse(''))).toBe('Please enter the PIN.');
    expect(firstMessage(field.safeParse('   '))).toBe('Please enter the PIN.');
    expect(firstMessage(field.safeParse('123'))).toBe('The PIN must be 6 digits.');
    expect(field.parse('123456')).toBe('123456');
  });

  it('blankOr: left empty it passes; filled in, the action’s rule decides', () => {
    const field = blankOr(bankAccountNumber);
    expect(field.safeParse('').success).toBe(true);
    expect(firstMessage(field.safeParse('12a'))).toBe('The Account number field may only contain numeric characters.');
    expect(firstMessage(field.safeParse('12345'))).toBe('The Account number field must be at least 6 characters.');
    expect(field.safeParse('123456').success).toBe(true);
  });

  it('selectedId: nothing chosen is the spec’s select message; a choice is checked as the id it sends', () => {
    const day = selectedId('Collection day', catalogue['billing.payment.payhost.GetPayHostRedirect'].input.shape.collectionDay);
    expect(firstMessage(day.safeParse(''))).toBe('Please make a selection for Collection day.');
    expect(day.parse('20')).toBe(20);
    expect(day.safeParse('0').success).toBe(false);
  });

  it('chosenId: the action’s own message for an id it does not take', () => {
    const method = chosenId('Please choose a credit card or a debit order.', catalogue['billing.UpdateBillingDetails'].input.shape.paymentMethodId);
    expect(firstMessage(method.safeParse(''))).toBe('Please choose a credit card or a debit order.');
    expect(firstMessage(method.safeParse('3'))).toBe('Please choose a credit card or a debit order.');
    expect(method.parse('2')).toBe(2);
  });

  it('enteredDate: empty, text the date field could not read (no day), then the action’s rule', () => {
    const field = enteredDate('Start date is required.', 'Please enter a date such as 20/11/2026.', dateFormat);
    expect(firstMessage(field.safeParse(''))).toBe('Start date is required.');
    expect(firstMessage(field.safeParse('next Tuesday'))).toBe('Please enter a date such as 20/11/2026.');
    expect(firstMessage(field.safeParse('2026-02-31'))).toBe('Please enter a date such as 20/11/2026.');
    expect(field.parse('2026-02-28')).toBe('2026-02-28');
    const tooLate = enteredDate('Required.', 'Unreadable.', dateFormat.refine((day) => day <= '2026-12-31', 'Too late.'));
    expect(firstMessage(tooLate.safeParse('2027-01-01'))).toBe('Too late.');
  });

  it('chosen: nothing chosen (null) is the form’s message; a choice is the action’s to judge', () => {
    const method = chosen('Please make a selection for Router.', catalogue['commerce.CancelService'].input.shape.cancellation.shape.cancellationHardware.unwrap().element.shape.returnMethod);
    expect(firstMessage(method.safeParse(null))).toBe('Please make a selection for Router.');
    expect(firstMessage(method.safeParse(''))).toBe('Please make a selection for Router.');
    expect(method.safeParse('by-pigeon').success).toBe(false);
    expect(method.parse('drop-off')).toBe('drop-off');
  });

  it('checkbox and perItem: a box per item, each with its own rule', () => {
    const boxes = perItem(['plan', 'static-ip'], (line) => checkbox(line === 'plan' ? 'The plan must be cancelled.' : undefined));
    expect(boxes.safeParse([true, false]).success).toBe(true);
    const refused = boxes.safeParse([false, true]);
    expect(refused.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([[[0], 'The plan must be cancelled.']]);
  });
});
