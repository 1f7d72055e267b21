import { toFeed } from '@/features/feed/types';
import {
  audienceLabel,
  buildPostPayload,
  initialFormValues,
  pollDraftOf,
  pollExpiry,
  toSale,
} from '@/features/post-editor/types';

describe('post form model', () => {
  it('maps each audience to isSale/price', () => {
    expect(toSale('subscribers', 9)).toEqual({ isSale: false, price: 0 });
    expect(toSale('free', 9)).toEqual({ isSale: true, price: 0 });
    expect(toSale('ppv', 4.999)).toEqual({ isSale: true, price: 5 });
  });

  it('ends polls at the end of the local day N days ahead, or never', () => {
    const now = new Date(2026, 10, 22, 9, 15);
    expect(pollExpiry(7, now)).toBe(new Date(2026, 10, 29, 23, 59, 59, 999).toISOString());
    expect(pollExpiry(30, now)).toBe(new Date(2026, 11, 22, 23, 59, 59, 999).toISOString());
    expect(pollExpiry(0, now)).toBeNull();
    expect(
      pollDraftOf(
        { ...initialFormValues(), pollEnabled: true, pollOptions: [' Yes ', '', 'No'], pollDuration: 0 },
        now,
      ),
    ).toEqual({ description: '', options: ['Yes', 'No'], expiredAt: null });
    expect(pollDraftOf({ ...initialFormValues(), pollOptions: ['a', 'b'] }, now)).toBeNull();
  });

  it('text and scheduled-live posts never carry a price or files, whatever the form holds', () => {
    const values = { ...initialFormValues(), text: ' hi ', audience: 'ppv' as const, price: 9 };
    const payload = buildPostPayload('text', values, { fileIds: ['x'], teaserId: 't' }, 'create');
    expect(payload).toMatchObject({
      type: 'text',
      text: 'hi',
      isSale: false,
      price: 0,
      fileIds: [],
      teaserId: null,
    });
    expect(payload).not.toHaveProperty('status');
  });

  it('pre-fills the edit form from a post', () => {
    const feed = toFeed({
      _id: 'a'.repeat(24),
      type: 'video',
      text: 'Paid',
      isSale: true,
      price: 12,
      isSchedule: true,
      scheduleAt: '2030-01-02T10:00:00.000Z',
      status: 'inactive',
      isPinned: true,
    });
    const values = initialFormValues(feed);
    expect(values).toMatchObject({
      text: 'Paid',
      audience: 'ppv',
      price: 12,
      publishMode: 'later',
      status: 'inactive',
      isPinned: true,
    });
    expect(new Date(values.scheduleAt!).toISOString()).toBe('2030-01-02T10:00:00.000Z');
    expect(audienceLabel(feed)).toBe('Pay per view $12.00');
    expect(audienceLabel({ type: 'text', isSale: false, price: 0 })).toBe('Everyone');
  });
});
