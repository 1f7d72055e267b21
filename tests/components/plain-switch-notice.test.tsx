// The plain switch and notice of the antd-free pages (issue 22): a named switch flipped by click or keyboard,
// errors announced at once and other notices politely.
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PlainSwitch } from '@/components/plain-switch';
import { PlainNotice } from '@/components/plain-notice';

function Harness() {
  const [on, setOn] = useState(false);
  return <PlainSwitch id="s" label="Free trial" checked={on} onChange={setOn} hint="Fans try for free" />;
}

test('the switch is named by its label, described by its hint, and flips by click and by keyboard', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  const sw = screen.getByRole('switch', { name: 'Free trial' });
  expect(sw).toHaveAccessibleDescription('Fans try for free');
  expect(sw).not.toBeChecked();
  await user.click(sw);
  expect(sw).toBeChecked();
  sw.focus();
  await user.keyboard(' ');
  expect(sw).not.toBeChecked();
  await user.keyboard('{Enter}');
  expect(sw).toBeChecked();
});

test('an error notice is an alert; the others are status messages', () => {
  render(
    <>
      <PlainNotice type="error" title="Saving failed" />
      <PlainNotice type="info" title="Please complete your profile" description="Add a username" />
    </>,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('Saving failed');
  expect(screen.getByRole('status')).toHaveTextContent('Please complete your profileAdd a username');
});
