import { render } from '@testing-library/react';
import { SafeHtml, sanitize } from '@/components/safe-html';

describe('SafeHtml', () => {
  it('strips scripts, event handlers and javascript: links', () => {
    const out = sanitize(
      '<p onclick="steal()">Hi<script>alert(1)</script><img src=x onerror="alert(2)"></p>' +
        '<a href="javascript:alert(3)">bad</a><iframe src="https://evil.test"></iframe><style>body{}</style>',
    );
    expect(out).not.toMatch(/script|onclick|onerror|javascript:|iframe|<img|<style/i);
    expect(out).toContain('<p>Hi</p>');
    expect(out).toContain('bad');
  });

  it('keeps allowed tags and forces rel/target on links', () => {
    const out = sanitize(
      '<p><strong>Bold</strong> <a href="https://example.com" target="_self" rel="opener">x</a></p>',
    );
    expect(out).toContain('<strong>Bold</strong>');
    expect(out).toContain('href="https://example.com"');
    expect(out).toContain('rel="nofollow noopener noreferrer"');
    expect(out).toContain('target="_blank"');
    expect(out).not.toContain('_self');
  });

  it('keeps mailto links and drops other schemes', () => {
    expect(sanitize('<a href="mailto:a@b.c">m</a>')).toContain('href="mailto:a@b.c"');
    expect(sanitize('<a href="data:text/html,hi">d</a>')).not.toContain('data:');
  });

  it('renders sanitized markup and nothing for empty input', () => {
    const { container, rerender } = render(<SafeHtml html={'<b>ok</b><script>x()</script>'} />);
    expect(container.innerHTML).toBe('<div><b>ok</b></div>');
    rerender(<SafeHtml html="" />);
    expect(container.innerHTML).toBe('');
  });
});
