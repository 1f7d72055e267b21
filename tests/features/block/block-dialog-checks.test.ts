// The antd-free "Block user" and "Report" dialogs check what antd's Form rules checked, in the same words.
import { checkBlock } from '@/features/block/components/block-user-modal';
import { checkReport } from '@/features/report/components/report-modal';

test('a block needs a user and a reason of at most 200 characters (spaces alone are no reason)', () => {
  expect(checkBlock({ targetId: '', reason: '  ' })).toEqual({
    targetId: 'Please choose a user',
    reason: 'Reason is required',
  });
  expect(checkBlock({ targetId: 'u1', reason: 'x'.repeat(201) })).toEqual({
    reason: 'Reason must be at most 200 characters',
  });
  expect(checkBlock({ targetId: 'u1', reason: 'Rude messages' })).toEqual({});
});

test('a report needs a reason; its description is optional up to 2000 characters', () => {
  expect(checkReport({ title: '', description: '' })).toEqual({ title: 'Please choose a reason' });
  expect(checkReport({ title: 'others', description: 'x'.repeat(2001) })).toEqual({
    description: 'Description must be at most 2000 characters',
  });
  expect(checkReport({ title: 'spam or misleading', description: '' })).toEqual({});
});
