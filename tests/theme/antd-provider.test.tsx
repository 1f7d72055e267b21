// A client navigation from an antd-free page (the login page) to an antd page (sign-up) must not show antd
// components before their stylesheet has loaded (issue 20 item 22: raw radio buttons flashed on /auth/register).
import { act, render, screen } from '@testing-library/react';
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
