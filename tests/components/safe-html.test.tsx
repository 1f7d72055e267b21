import { render } from '@testing-library/react';
import { SafeHtml } from '@/components/safe-html';
import { sanitize } from '@/lib/sanitize';

describe('SafeHtml (the one HTML sink)', () => {
  it('renders sanitized markup and nothing for empty input', () => {
    const { container, rerender } = render(<SafeHtml html={sanitize('<b>ok</b><script>x()</script>')} />);
    expect(container.innerHTML).toBe('<div><b>ok</b></div>');
    rerender(<SafeHtml html={sanitize('')} />);
    expect(container.innerHTML).toBe('');
  });
});
