import { ageRangeLabel, shortNumber, toPerformerCard, toPerformerProfile } from '@/features/performer/types';
import { splitLinks } from '@/features/performer/components/bio-text';
import { subscriptionOptions } from '@/features/subscription/plans';
import { rawCreator } from '../../msw/performer-handlers';

describe('performer mappers', () => {
  test('profile: flags, stats, age and defaults', () => {
    const p = toPerformerProfile(rawCreator({ avatar: '', cover: null, isOnline: 1, live: 2 }));
    expect(p).toMatchObject({
      _id: 'c'.repeat(24),
      name: 'Demo Creator',
      avatar: '/no-avatar.jpg',
      cover: '/default-cover.svg',
      isOnline: true,
      live: true,
      ageRange: '29_31',
      monthlyPrice: 9.99,
      isSubscribed: false,
      isFreeSubscription: true,
      durationFreeSubscriptionDays: 3,
    });
    expect(p.stats.totalPhotos).toBe(1234567);
    expect(p.attributes.gender).toBe('female');
  });

  test('card tolerates missing fields', () => {
    const c = toPerformerCard({ _id: 'x' });
    expect(c).toMatchObject({
      _id: 'x',
      name: '',
      ageRange: '',
      isOnline: false,
      live: false,
      isFollowed: false,
    });
    expect(c.stats.likes).toBe(0);
  });

  test('age ranges read as people write them; a birth date is never shown', () => {
    expect(ageRangeLabel('23_25')).toBe('23–25');
    expect(ageRangeLabel('over_50')).toBe('50+');
    expect(ageRangeLabel('')).toBe('');
    expect(toPerformerProfile(rawCreator({ dateOfBirth: '1995-06-15' })).attributes).not.toHaveProperty(
      'dateOfBirth',
    );
  });

  test('shortNumber', () => {
    expect([0, 999, 1000, 1500, 12_345, 999_999, 1_234_567, 2_000_000_000].map(shortNumber)).toEqual([
      '0',
      '999',
      '1K',
      '1.5K',
      '12.3K',
      '999K',
      '1.2M',
      '2B',
    ]);
  });
});

describe('bio links', () => {
  test('only http/https URLs become links; trailing punctuation stays text', () => {
    expect(
      splitLinks('See https://a.example/x, or http://b.example. Not javascript:alert(1) nor ftp://c.example'),
    ).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', href: 'https://a.example/x', text: 'https://a.example/x' },
      { kind: 'text', text: ', or ' },
      { kind: 'link', href: 'http://b.example/', text: 'http://b.example' },
      { kind: 'text', text: '. Not javascript:alert(1) nor ftp://c.example' },
    ]);
  });
});

describe('subscription options (reference §5.2)', () => {
  const base = toPerformerProfile(rawCreator());

  test('monthly, yearly and the free trial when enabled and unused', () => {
    expect(subscriptionOptions(base, true)).toEqual([
      { type: 'monthly', title: 'Monthly Subscription', action: 'SUBSCRIBE FOR $9.99' },
      { type: 'yearly', title: 'Yearly Subscription', action: 'SUBSCRIBE FOR $99.99' },
      { type: 'free', title: 'Free Subscription', action: 'SUBSCRIBE FOR FREE FOR 3 DAYS' },
    ]);
  });

  test('free trial hidden when used, when the creator has none, or when the site disables it', () => {
    const types = (p: typeof base, enabled = true) => subscriptionOptions(p, enabled).map((o) => o.type);
    expect(types({ ...base, usedFreeSubscription: true })).toEqual(['monthly', 'yearly']);
    expect(types({ ...base, isFreeSubscription: false })).toEqual(['monthly', 'yearly']);
    expect(types(base, false)).toEqual(['monthly', 'yearly']);
  });

  test('yearly hidden at 0; nothing when subscribed; "1 DAY" singular', () => {
    expect(
      subscriptionOptions({ ...base, yearlyPrice: 0, durationFreeSubscriptionDays: 1 }, true).map(
        (o) => o.action,
      ),
    ).toEqual(['SUBSCRIBE FOR $9.99', 'SUBSCRIBE FOR FREE FOR 1 DAY']);
    expect(subscriptionOptions({ ...base, isSubscribed: true }, true)).toEqual([]);
  });
});
