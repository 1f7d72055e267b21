// Issue 20 items 16 and 19: the messenger's composer takes the focus when a conversation opens, counts down as
// the text nears 2 000 characters, and says how much to remove past it instead of cutting the text silently.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Composer } from '@/features/messaging/components/composer';
import { lengthHint } from '@/components/length-hint';
import { makeUser, renderWithStore, signedIn } from './render';

jest.mock('next/router', () => require('./router-mock'));

const C = 'c'.repeat(24);

test('the composer has the focus when the conversation opens', () => {
  renderWithStore(<Composer conversationId={C} isCreator={false} />, signedIn(makeUser()));
  expect(screen.getByRole('textbox', { name: 'Message' })).toHaveFocus();
});

test('a count-down from 1 800 characters; past 2 000 the text stays, the form says so and will not send', async () => {
  renderWithStore(<Composer conversationId={C} isCreator={false} />, signedIn(makeUser()));
  const box = screen.getByRole('textbox', { name: 'Message' });
  await userEvent.click(box);
  await userEvent.paste('a'.repeat(1799));
  expect(box).toHaveAccessibleDescription('');
  await userEvent.paste('b'.repeat(51));
  expect(box).toHaveAccessibleDescription('150 characters left');
  expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  await userEvent.paste('c'.repeat(160));
  expect((box as HTMLTextAreaElement).value).toHaveLength(2010);
  expect(box).toHaveAccessibleDescription('Messages are limited to 2,000 characters: remove 10.');
  expect(box).toBeInvalid();
  expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
});

test('lengthHint wording', () => {
  expect(lengthHint(1999, 2000)).toBe('1 character left');
  expect(lengthHint(2000, 2000)).toBe('0 characters left');
  expect(lengthHint(10, 2000)).toBe('');
});
