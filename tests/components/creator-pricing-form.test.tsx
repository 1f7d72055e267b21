import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CreatorPricingForm } from '@/features/user/components/creator/creator-pricing-form';
import { makeStore } from '@/app-store/store';
import { makeUser, renderWithStore, signedIn } from './render';

jest.mock('next/router', () => require('./router-mock'));

const creator = makeUser({
  _id: 'c1',
  username: 'demo-creator',
  isPerformer: true,
  monthlyPrice: 9.99,
  yearlyPrice: 99.99,
  isFreeSubscription: false,
  durationFreeSubscriptionDays: 3,
  publicChatPrice: 0,
  privateChatPrice: 2.99,
});

describe('CreatorPricingForm', () => {
  it('validates prices against the settings min/max', async () => {
    renderWithStore(<CreatorPricingForm />, signedIn(creator));
    const monthly = screen.getByLabelText('Monthly price');
    await userEvent.clear(monthly);
    await userEvent.type(monthly, '1');
    const yearly = screen.getByLabelText('Yearly price');
    await userEvent.clear(yearly);
    await userEvent.type(yearly, '500');
    await userEvent.click(screen.getByRole('button', { name: 'Save pricing' }));
    expect(await screen.findByText('Monthly price must be between $2.95 and $300')).toBeInTheDocument();
    expect(await screen.findByText('Yearly price must be between $2.95 and $300')).toBeInTheDocument();
  });

  it('uses the limits from the site settings', async () => {
    renderWithStore(
      <CreatorPricingForm />,
      signedIn(creator, { minimumSubscriptionPrice: 5, maximumSubscriptionPrice: 50.5 }),
    );
    const monthly = screen.getByLabelText('Monthly price');
    await userEvent.clear(monthly);
    await userEvent.type(monthly, '4');
    await userEvent.click(screen.getByRole('button', { name: 'Save pricing' }));
    expect(await screen.findByText('Monthly price must be between $5 and $50.50')).toBeInTheDocument();
  });

  it('reveals free trial days when the switch is on and checks 1-30', async () => {
    renderWithStore(<CreatorPricingForm />, signedIn(creator));
    expect(screen.queryByLabelText('Free trial days')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: 'Free trial' }));
    const days = await screen.findByLabelText('Free trial days');
    await userEvent.clear(days);
    await userEvent.type(days, '45');
    await userEvent.click(screen.getByRole('button', { name: 'Save pricing' }));
    expect(await screen.findByText('Free trial days must be between 1 and 30')).toBeInTheDocument();
  });

  it('dispatches the profile update with valid prices', async () => {
    const store = makeStore(signedIn(creator));
    const dispatch = jest.spyOn(store, 'dispatch').mockImplementation((action) => action);
    renderWithStore(<CreatorPricingForm />, undefined, store);
    expect(screen.getByLabelText('Default live price')).toBeInTheDocument();
    expect(screen.getByLabelText('Private show price per minute')).toHaveValue('2.99');
    await userEvent.click(screen.getByRole('button', { name: 'Save pricing' }));
    await waitFor(() =>
      expect(dispatch).toHaveBeenCalledWith({
        type: 'user/profileUpdateRequested',
        payload: {
          monthlyPrice: 9.99,
          yearlyPrice: 99.99,
          isFreeSubscription: false,
          publicChatPrice: 0,
          privateChatPrice: 2.99,
        },
      }),
    );
  });
});
