import './resize-observer-stub';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { server, useMswServer } from '../msw/server';
import { tokenFor } from '../msw/handlers';
import { creatorToolsHandlers, resetToolsState, toolsState } from '../msw/creator-tools-handlers';
import { ReportModal, REPORT_SENT } from '@/features/report/components/report-modal';
import { REPORT_REASONS, reasonLabel } from '@/features/report/types';
import { makeUser, renderWithStore, signedIn } from './render';

jest.mock('next/router', () => require('./router-mock'));
jest.mock('@ant-design/icons', () => require('./icons-mock'));
jest.mock('@/lib/navigation', () => ({
  assignLocation: jest.fn(),
  currentPathname: jest.fn(() => '/demo-creator'),
}));

useMswServer();

const CREATOR = 'c'.repeat(24);

beforeEach(() => {
  resetToolsState();
  server.use(...creatorToolsHandlers);
  Cookies.set('token', tokenFor('demo-fan'), { path: '/' });
});

function renderModal(onClose = jest.fn()) {
  renderWithStore(
    <ReportModal open onClose={onClose} target="performer" targetId={CREATOR} performerId={CREATOR} />,
    signedIn(makeUser()),
  );
  return onClose;
}

describe('ReportModal', () => {
  it('offers exactly the reference reason list as radios', () => {
    renderModal();
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(REPORT_REASONS.length);
    for (const reason of REPORT_REASONS) {
      expect(screen.getByRole('radio', { name: reasonLabel(reason) })).toBeInTheDocument();
    }
  });

  it('requires a reason and sends nothing without one', async () => {
    const user = userEvent.setup();
    renderModal();
    await user.click(screen.getByRole('button', { name: 'Submit report' }));
    expect(await screen.findByText('Please choose a reason')).toBeInTheDocument();
    expect(toolsState.lastBody.report).toBeUndefined();
  });

  it('posts {target, targetId, title, description, performerId} and closes', async () => {
    const user = userEvent.setup();
    const onClose = renderModal();
    await user.click(screen.getByRole('radio', { name: 'Spam or misleading' }));
    await user.type(screen.getByLabelText('Description'), '  Fake giveaways  ');
    await user.click(screen.getByRole('button', { name: 'Submit report' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(toolsState.lastBody.report).toEqual({
      target: 'performer',
      targetId: CREATOR,
      title: 'spam or misleading',
      description: 'Fake giveaways',
      performerId: CREATOR,
    });
    expect(await screen.findByText(REPORT_SENT)).toBeInTheDocument();
  });
});
