// The console's People and Moderation helpers: the commission typed in percent becomes the API's fraction
// (steps of 0.1 %, nothing outside 0..100), and only hideable report targets offer hide / restore.
import { commissionFraction, hideableKind } from '@/features/admin';

describe('commission typed in percent', () => {
  test.each([
    ['15', 0.15],
    ['12.5', 0.125],
    [' 0 ', 0],
    ['100', 1],
  ])('%s %% is %s', (text, fraction) => expect(commissionFraction(text)).toBe(fraction));

  test.each(['', '  ', '-1', '100.1', '12.55', 'abc', 'Infinity', 'NaN', '1e3'])('"%s" is refused', (text) =>
    expect(commissionFraction(text)).toBeUndefined(),
  );
});

test('a profile is not hidden (its account is deactivated); content kinds and messages are', () => {
  expect(['feed', 'video', 'gallery', 'product', 'comment', 'message'].map(hideableKind)).toEqual([
    'feed',
    'video',
    'gallery',
    'product',
    'comment',
    'message',
  ]);
  expect(hideableKind('performer')).toBeNull();
  expect(hideableKind('letter')).toBeNull();
});
