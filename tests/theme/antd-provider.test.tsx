// A client navigation from an antd-free page (the login page) to an antd page (sign-up) must not show antd
// components before their stylesheet has loaded (issue 20 item 22: raw radio buttons flashed on /auth/register).
import { act, render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { AntdProvider } from '@/theme/antd-provider';

const serverLink = () => document.querySelector<HTMLLinkElement>('link[href^="/antd.css"]:not([data-antd])');

test('without a linked stylesheet the content waits until the one it links has loaded', () => {
  const linked = serverLink();
  linked?.remove();
  try {
    render(
      <AntdProvider mode="light">
        <p>Fan Signup</p>
      </AntdProvider>,
    );
    expect(screen.queryByText('Fan Signup')).not.toBeInTheDocument();
    const added = document.querySelector<HTMLLinkElement>('link[data-antd]');
    expect(added?.rel).toBe('stylesheet');
    act(() => {
      added!.dispatchEvent(new Event('load'));
    });
    expect(screen.getByText('Fan Signup')).toBeInTheDocument();
    added!.remove();
  } finally {
    if (linked) document.head.appendChild(linked);
  }
});

test('a page rendered with the stylesheet in its head shows its content at once', () => {
  expect(serverLink()).not.toBeNull();
  render(
    <AntdProvider mode="light">
      <p>Account</p>
    </AntdProvider>,
  );
  expect(screen.getByText('Account')).toBeInTheDocument();
});

describe('motion follows the reader’s "reduce motion" setting', () => {
  const realMatchMedia = window.matchMedia;
  const prefer = (reduce: boolean) => {
    window.matchMedia = ((query: string) => ({
      ...realMatchMedia(query),
      matches: reduce && query === '(prefers-reduced-motion: reduce)',
    })) as typeof window.matchMedia;
  };
  afterEach(() => {
    window.matchMedia = realMatchMedia;
  });

  // antd gives the token's "motion" to rc-motion, which then skips the zoom, slide and fade of dialogs,
  // drawers and toasts (jsdom has no CSS transitions, so the token is what a unit test can see)
  function Motion() {
    return <p>motion {String(theme.useToken().token.motion ?? true)}</p>;
  }
  const renderMotion = () =>
    render(
      <AntdProvider mode="light">
        <Motion />
      </AntdProvider>,
    );

  test('by default antd animates', () => {
    prefer(false);
    renderMotion();
    expect(screen.getByText('motion true')).toBeInTheDocument();
  });

  test('with reduced motion antd does not', () => {
    prefer(true);
    renderMotion();
    expect(screen.getByText('motion false')).toBeInTheDocument();
  });
});
