import './resize-observer-stub';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReportButton } from '@/features/report/components/report-button';
import { makeUser, renderWithStore, signedIn } from './render';
import { mockRouter } from './router-mock';

jest.mock('next/router', () => require('./router-mock'));
jest.mock('@ant-design/icons', () => require('./icons-mock'));

beforeEach(() => mockRouter.push.mockClear());

describe('ReportButton', () => {
  it('sends a visitor to log in', async () => {
    renderWithStore(<ReportButton target="performer" targetId="c1" performerId="c1" />);
    await userEvent.click(screen.getByRole('button', { name: 'Report' }));
    expect(mockRouter.push).toHaveBeenCalledWith('/auth/login');
  });

  it('opens the report modal for a signed-in user', async () => {
    renderWithStore(<ReportButton target="performer" targetId="c1" performerId="c1" />, signedIn(makeUser()));
    await userEvent.click(screen.getByRole('button', { name: 'Report' }));
    expect(await screen.findByRole('dialog', { name: 'Report' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Others' })).toBeInTheDocument();
  });
});
