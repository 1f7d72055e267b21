import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server, useMswServer } from '../msw/server';
import { creatorToolsHandlers, resetToolsState, toolsState } from '../msw/creator-tools-handlers';
import { HeaderSearch } from '@/features/search/components/header-search';
import { SiteHeader } from '@/layouts/header/site-header';
import { makeUser, renderWithStore, signedIn } from './render';
import { mockRouter } from './router-mock';

jest.mock('next/router', () => require('./router-mock'));
jest.mock('@ant-design/icons', () => require('./icons-mock'));

useMswServer();

beforeEach(() => {
  resetToolsState();
  server.use(...creatorToolsHandlers);
  mockRouter.push.mockClear();
});

describe('HeaderSearch', () => {
  it('shows popular keywords on focus as an ARIA listbox', async () => {
    const user = userEvent.setup();
    renderWithStore(<HeaderSearch />);
    const input = screen.getByRole('combobox', { name: 'Search creators' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.click(input);
    expect(await screen.findByRole('option', { name: 'yoga' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'cooking' })).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.type(input, 'coo');
    expect(screen.queryByRole('option', { name: 'yoga' })).not.toBeInTheDocument();
  });

  it('records the keyword and opens the directory with ?q=', async () => {
    const user = userEvent.setup();
    renderWithStore(<HeaderSearch />);
    await user.type(screen.getByRole('combobox', { name: 'Search creators' }), 'Red hair');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(mockRouter.push).toHaveBeenCalledWith('/creator?q=Red%20hair');
    await waitFor(() => expect(toolsState.lastBody.keyword).toEqual({ keyword: 'Red hair' }));
  });

  it('picks a suggestion with the arrow keys and Enter', async () => {
    const user = userEvent.setup();
    renderWithStore(<HeaderSearch />);
    const input = screen.getByRole('combobox', { name: 'Search creators' });
    await user.click(input);
    await screen.findByRole('option', { name: 'yoga' });
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'yoga' })).toHaveAttribute('aria-selected', 'true');
    expect(input.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: 'yoga' }).id);
    await user.keyboard('{Enter}');
    expect(mockRouter.push).toHaveBeenCalledWith('/creator?q=yoga');
  });

  it('does nothing for a blank search', async () => {
    const user = userEvent.setup();
    renderWithStore(<HeaderSearch />);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(mockRouter.push).not.toHaveBeenCalled();
  });

  it('is in the header for visitors and fans, not for creators', () => {
    const { unmount } = renderWithStore(<SiteHeader />);
    expect(screen.getByRole('search')).toBeInTheDocument();
    unmount();
    const fan = renderWithStore(<SiteHeader />, signedIn(makeUser()));
    expect(screen.getByRole('search')).toBeInTheDocument();
    fan.unmount();
    renderWithStore(<SiteHeader />, signedIn(makeUser({ isPerformer: true })));
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
  });
});
