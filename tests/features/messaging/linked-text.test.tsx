// Message text is text: markup stays visible as characters; only http(s) addresses become links.
import { render, screen } from '@testing-library/react';
import { LinkedText, splitLinks } from '@/features/messaging/components/linked-text';

test('http(s) addresses become safe links, trailing punctuation stays text', () => {
  expect(splitLinks('see https://example.com/a?b=1. ok')).toEqual([
    'see ',
    { url: 'https://example.com/a?b=1' },
    '. ok',
  ]);
  expect(splitLinks('javascript:alert(1) ftp://x.test')).toEqual(['javascript:alert(1) ftp://x.test']);
  render(<LinkedText text={'<img src=x onerror=alert(1)> visit http://fans.test now'} />);
  const link = screen.getByRole('link', { name: 'http://fans.test' });
  expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
  expect(link).toHaveAttribute('target', '_blank');
  expect(screen.getByText(/<img src=x onerror=alert\(1\)>/)).toBeInTheDocument();
  expect(document.querySelector('img')).toBeNull();
});
