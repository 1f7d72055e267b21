// The Pricing tab's amounts as typed (plain form, issue 22): rounded as antd's InputNumber did, shown with cents,
// refused in the antd rules' words.
import {
  amountText,
  checkAmount,
  checkNotNegative,
  toAmount,
} from '@/features/user/components/creator/pricing-checks';

test('amounts are read as typed, rounded to their precision', () => {
  expect(toAmount('12.5', 2)).toBe(12.5);
  expect(toAmount(' 9,99 ', 2)).toBe(9.99);
  expect(toAmount('2.949', 2)).toBe(2.95);
  expect(toAmount('', 2)).toBeUndefined();
  expect(toAmount('abc', 2)).toBeUndefined();
});

test('stored figures are shown with cents, days whole', () => {
  expect(amountText(12.5, 2)).toBe('12.50');
  expect(amountText(0, 2)).toBe('0.00');
  expect(amountText(undefined, 2)).toBe('');
  expect(amountText(3, 0)).toBe('3');
});

test('prices between the site limits, days between 1 and 30', () => {
  expect(checkAmount('', 'Monthly price', 2.95, 300, true)).toBe('Monthly price is required');
  expect(checkAmount('1', 'Monthly price', 2.95, 300, true)).toBe(
    'Monthly price must be between $2.95 and $300',
  );
  expect(checkAmount('abc', 'Yearly price', 2.95, 300, true)).toBe(
    'Yearly price must be between $2.95 and $300',
  );
  expect(checkAmount('9.99', 'Monthly price', 2.95, 300, true)).toBe('');
  expect(checkAmount('45', 'Free trial days', 1, 30, false)).toBe('Free trial days must be between 1 and 30');
  expect(checkAmount('2.5', 'Free trial days', 1, 30, false)).toBe(
    'Free trial days must be between 1 and 30',
  );
  expect(checkAmount('7', 'Free trial days', 1, 30, false)).toBe('');
});

test('live prices may be $0 or empty, never negative or words', () => {
  expect(checkNotNegative('', 'Default live price')).toBe('');
  expect(checkNotNegative('0', 'Default live price')).toBe('');
  expect(checkNotNegative('-1', 'Default live price')).toBe('Default live price cannot be negative');
  expect(checkNotNegative('free', 'Private show price')).toBe(
    'Private show price must be an amount in dollars, like 2.50',
  );
});
