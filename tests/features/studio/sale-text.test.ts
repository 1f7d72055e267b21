import { saleText } from '@/features/studio/components/asset-table';

test('the access cell says what the access rule does', () => {
  expect(saleText(false, 0)).toBe('Subscribers');
  expect(saleText(true, 0)).toBe('Free for everyone');
  expect(saleText(true, 5.99)).toBe('For sale, $5.99');
});
