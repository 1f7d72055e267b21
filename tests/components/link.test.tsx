import { fireEvent, render, screen } from '@testing-library/react';
import { Link } from '@/components/link';
import { mockRouter } from './router-mock';

jest.mock('next/router', () => require('./router-mock'));

beforeEach(() => {
  mockRouter.push.mockClear();
  mockRouter.prefetch.mockClear();
});

/** fireEvent returns false when a handler called preventDefault (the browser would not follow the link). */
const click = (name: string, init: MouseEventInit = {}) =>
  fireEvent.click(screen.getByRole('link', { name }), { button: 0, ...init });

test('a plain click on a path of the site is a client navigation, not a page load', () => {
  render(<Link href="/creator?q=anna">Creators</Link>);
  expect(screen.getByRole('link', { name: 'Creators' })).toHaveAttribute('href', '/creator?q=anna');
  expect(click('Creators')).toBe(false);
  expect(mockRouter.push).toHaveBeenCalledWith('/creator?q=anna');
});

test('a click with a modifier, another target or another site stays the browser’s', () => {
  render(
    <>
      <Link href="/home">Home</Link>
      <Link href="/page/terms" target="_blank">
        Terms
      </Link>
      <Link href="https://example.com/x">Elsewhere</Link>
      <Link href="//example.com/x">Protocol-relative</Link>
    </>,
  );
  for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }])
    expect(click('Home', init)).toBe(true);
  expect(click('Terms')).toBe(true);
  expect(click('Elsewhere')).toBe(true);
  expect(click('Protocol-relative')).toBe(true);
  expect(mockRouter.push).not.toHaveBeenCalled();
});

test('the caller’s onClick runs first and may keep the navigation from happening', () => {
  const onClick = jest.fn((e: React.MouseEvent) => e.preventDefault());
  render(
    <Link href="/home" onClick={onClick}>
      Home
    </Link>,
  );
  click('Home');
  expect(onClick).toHaveBeenCalledTimes(1);
  expect(mockRouter.push).not.toHaveBeenCalled();
});

test('pointing at or touching a link prefetches its route; other sites are never prefetched', () => {
  render(
    <>
      <Link href="/post/1">Post</Link>
      <Link href="https://example.com/x">Elsewhere</Link>
    </>,
  );
  fireEvent.mouseEnter(screen.getByRole('link', { name: 'Post' }));
  fireEvent.touchStart(screen.getByRole('link', { name: 'Post' }));
  fireEvent.mouseEnter(screen.getByRole('link', { name: 'Elsewhere' }));
  expect(mockRouter.prefetch).toHaveBeenCalledTimes(2);
  expect(mockRouter.prefetch).toHaveBeenCalledWith('/post/1');
});
