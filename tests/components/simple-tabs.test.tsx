import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SimpleTabs } from '@/components/simple-tabs';

const items = [
  { key: 'a', label: 'Basic settings', children: <p>basic panel</p> },
  { key: 'b', label: 'ID documents', children: <p>documents panel</p> },
  { key: 'c', label: 'Pricing', children: <p>pricing panel</p> },
];

describe('SimpleTabs', () => {
  it('follows the ARIA tabs pattern with arrow keys', async () => {
    render(<SimpleTabs items={items} label="Account settings" />);
    expect(screen.getByRole('tablist', { name: 'Account settings' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Basic settings' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('basic panel');

    screen.getByRole('tab', { name: 'Basic settings' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Pricing' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('pricing panel');

    await userEvent.click(screen.getByRole('tab', { name: 'ID documents' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('documents panel');
    // visited panels stay mounted (hidden) so unsaved edits survive tab switches
    expect(screen.getByText('pricing panel', { selector: 'p' })).not.toBeVisible();
  });
});
