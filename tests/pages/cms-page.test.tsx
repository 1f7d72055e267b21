import '../components/resize-observer-stub';
import type { NextPageContext } from 'next';
import { screen } from '@testing-library/react';
import { server, useMswServer } from '../msw/server';
import { creatorToolsHandlers, resetToolsState } from '../msw/creator-tools-handlers';
import CmsPageView from '@/pages/page/[id]';
import { renderWithStore } from '../components/render';

jest.mock('next/router', () => require('../components/router-mock'));
jest.mock('@ant-design/icons', () => require('../components/icons-mock'));

useMswServer();

beforeEach(() => {
  resetToolsState();
  server.use(...creatorToolsHandlers);
  delete (window as unknown as { __xss?: unknown }).__xss;
});

function ctx(id: string) {
  const res = { statusCode: 200 };
  return {
    c: { query: { id }, res, pathname: '/page/[id]', asPath: `/page/${id}` } as unknown as NextPageContext,
    res,
  };
}

describe('/page/[id]', () => {
  it('is open to everyone (authenticate + noredirect)', () => {
    expect({ ...CmsPageView }).toMatchObject({ authenticate: true, noredirect: true });
  });

  it('sanitises the CMS HTML in getInitialProps', async () => {
    const props = await CmsPageView.getInitialProps!(ctx('help').c);
    expect(props).toMatchObject({ statusCode: 200, title: 'Help' });
    const html = (props as { html: string }).html;
    expect(html).not.toMatch(/<script|onerror|onclick|__xss/i);
    expect(html).toContain('rel="nofollow noopener noreferrer"');
    expect((props as { description: string }).description).toBe('Read the FAQ Bold');
  });

  it('renders the sanitised content: no script or event handler reaches the DOM', async () => {
    const props = await CmsPageView.getInitialProps!(ctx('help').c);
    renderWithStore(<CmsPageView {...props} />);
    expect(screen.getByRole('heading', { name: 'Help', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('Bold')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'FAQ' });
    expect(link).toHaveAttribute('href', 'https://example.com/faq');
    expect(link).toHaveAttribute('rel', 'nofollow noopener noreferrer');
    expect(link).not.toHaveAttribute('onclick');
    const section = document.querySelector('.cms-content')!;
    expect(section.querySelector('script, img, [onerror], [onclick]')).toBeNull();
    expect((window as unknown as { __xss?: unknown }).__xss).toBeUndefined();
  });

  it('answers 404 with the not-found page for an unknown slug', async () => {
    const { c, res } = ctx('no-such-page');
    const props = await CmsPageView.getInitialProps!(c);
    expect(props).toMatchObject({ statusCode: 404 });
    expect(res.statusCode).toBe(404);
    renderWithStore(<CmsPageView {...props} />);
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
