// Banking details (issue 20 item 22): an empty required field is named in plain words, never the label
// lower-cased ("Please enter the bank account (iban or number)").
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BankingSettings } from '@/features/payout/components/banking-settings';
import { renderWithStore } from '../../components/render';
import '../../components/resize-observer-stub';

jest.mock('@/features/payout/api', () => ({
  getBanking: jest.fn(async () => null),
  getPaypal: jest.fn(async () => null),
  saveBanking: jest.fn(),
}));
jest.mock('@/features/reference/components/region-fields', () => ({ RegionFields: () => null }));

test('the required banking fields say what to enter', async () => {
  renderWithStore(<BankingSettings />);
  await userEvent.click(await screen.findByRole('button', { name: 'Save banking details' }));
  expect(await screen.findByText('Please enter your bank account number or IBAN')).toBeInTheDocument();
  expect(screen.getByText('Please enter your first name')).toBeInTheDocument();
  expect(screen.getByText('Please enter your last name')).toBeInTheDocument();
  expect(screen.queryByText(/iban or number/)).not.toBeInTheDocument();
});
