// The sandbox card form (issue 20 item 22): an expired date is flagged as soon as the field is left, and the
// form refuses it before anything is sent (the alignment of expiry and CVC is checked in e2e/polish.spec.ts).
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CardForm, cardProblems } from '@/features/wallet/components/card-form';
import { makeStore } from '@/app-store/store';
import { renderPlain } from '../../components/plain-render';

const NOW = new Date('2026-11-20T12:00:00Z');
const valid = { number: '4242 4242 4242 4242', holderName: 'Eve', expiry: '12/30', cvc: '123' };

test('cardProblems: a month before this one has expired; this month is still good', () => {
  expect(cardProblems({ ...valid, expiry: '10/26' }, NOW).expiry).toBe('This card has expired');
  expect(cardProblems({ ...valid, expiry: '12/2025' }, NOW).expiry).toBe('This card has expired');
  expect(cardProblems({ ...valid, expiry: '11/26' }, NOW)).toEqual({});
  expect(cardProblems({ ...valid, expiry: '13/26' }, NOW).expiry).toBe('Use MM/YY, e.g. 12/30');
});

test('an expired date is flagged when the field is left, and the card is not sent', async () => {
  const user = userEvent.setup();
  const store = makeStore();
  const dispatch = jest.spyOn(store, 'dispatch');
  renderPlain(<CardForm />, undefined, store);
  await user.type(screen.getByLabelText('Card number'), valid.number);
  await user.type(screen.getByLabelText('Name on card'), 'Eve');
  await user.type(screen.getByLabelText('Expiry (MM/YY)'), '01/20');
  await user.tab();
  const expiry = screen.getByLabelText('Expiry (MM/YY)');
  expect(expiry).toHaveAttribute('aria-invalid', 'true');
  expect(expiry).toHaveAccessibleDescription('This card has expired');
  await user.type(screen.getByLabelText('CVC'), '123');
  dispatch.mockClear();
  await user.click(screen.getByRole('button', { name: 'Save card' }));
  expect(dispatch).not.toHaveBeenCalledWith(expect.objectContaining({ type: 'checkout/cardAddRequested' }));
  // corrected, the flag goes as soon as the field is left again
  await user.clear(expiry);
  await user.type(expiry, '12/30');
  await user.tab();
  expect(expiry).not.toHaveAttribute('aria-invalid');
});
