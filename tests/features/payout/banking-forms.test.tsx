// The two payout-details forms without antd (issue 22): mounted with what is saved, sent whole, PayPal's email
// checked in plain words.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BankingForm, PaypalForm } from '@/features/payout/components/banking-forms';
import { EMPTY_BANKING } from '@/features/payout/types';
import { renderPlain } from '../../components/plain-render';

jest.mock('@/features/reference/components/region-fields', () => ({ RegionFields: () => null }));

test('the saved banking details fill the form and are sent back whole, trimmed fields checked', async () => {
  const user = userEvent.setup();
  const onSave = jest.fn();
  const saved = {
    ...EMPTY_BANKING,
    firstName: 'Ada',
    lastName: 'Lovelace',
    bankAccount: 'DE00',
    country: 'DE',
  };
  renderPlain(<BankingForm saved={saved} saving={false} error={null} onSave={onSave} />);
  const form = screen.getByRole('form', { name: 'Banking' });
  expect(screen.getByLabelText('First name')).toHaveValue('Ada');
  await user.type(screen.getByLabelText('Bank name'), 'Big Bank');
  await user.click(screen.getByRole('button', { name: 'Save banking details' }));
  expect(onSave).toHaveBeenCalledWith({ ...saved, bankName: 'Big Bank' });

  await user.clear(screen.getByLabelText('Last name'));
  await user.type(screen.getByLabelText('Last name'), '   ');
  await user.click(screen.getByRole('button', { name: 'Save banking details' }));
  expect(await screen.findByText('Please enter your last name')).toBeInTheDocument();
  expect(screen.getByLabelText('Last name')).toHaveFocus();
  expect(onSave).toHaveBeenCalledTimes(1);
  expect(form).toBeInTheDocument();
});

test('PayPal: the email is required and must be one; what is sent is trimmed', async () => {
  const user = userEvent.setup();
  const onSave = jest.fn();
  renderPlain(
    <PaypalForm saved={{ email: '', phoneNumber: '' }} saving={false} error={null} onSave={onSave} />,
  );
  await user.click(screen.getByRole('button', { name: 'Save PayPal details' }));
  expect(await screen.findByText('Please enter the email of your PayPal account')).toBeInTheDocument();
  await user.type(screen.getByLabelText('PayPal email'), 'not-an-email');
  expect(screen.getByText('Please enter the email of your PayPal account')).toBeInTheDocument();
  await user.clear(screen.getByLabelText('PayPal email'));
  await user.type(screen.getByLabelText('PayPal email'), ' ada@example.com ');
  await user.type(screen.getByLabelText('Phone number'), ' +1 555 ');
  await user.click(screen.getByRole('button', { name: 'Save PayPal details' }));
  expect(onSave).toHaveBeenCalledWith({ email: 'ada@example.com', phoneNumber: '+1 555' });
});

test('while saving, the button says so and cannot be pressed twice', () => {
  renderPlain(<BankingForm saved={EMPTY_BANKING} saving error={null} onSave={jest.fn()} />);
  const button = screen.getByRole('button', { name: 'Save banking details' });
  expect(button).toBeDisabled();
  expect(button).toHaveAttribute('aria-busy', 'true');
});
