import { DEFAULT_AVATAR } from '@/config/constants';
import { toCreatorCard } from '@/lib/creator-card';
import { toAssetPerformer } from '@/features/asset/media';

describe('creator card', () => {
  it('maps the public card, with the default avatar when none is set', () => {
    expect(
      toCreatorCard({ _id: 'p1', name: 'Ava', username: 'ava', verifiedAccount: true, isOnline: 1, live: 0 }),
    ).toEqual({
      _id: 'p1',
      name: 'Ava',
      username: 'ava',
      avatar: DEFAULT_AVATAR,
      verifiedAccount: true,
      isFeatured: false,
      isOnline: true,
      live: false,
    });
  });

  it('is null when the JSON names no creator', () => {
    expect(toCreatorCard(null)).toBeNull();
    expect(toCreatorCard({ name: 'No id' })).toBeNull();
    expect(toCreatorCard('p1')).toBeNull();
  });

  it('assets add the prices to the same card', () => {
    const card = toAssetPerformer({
      _id: 'p1',
      username: 'ava',
      monthlyPrice: 9.99,
      isFreeSubscription: true,
    });
    expect(card).toMatchObject({
      ...toCreatorCard({ _id: 'p1', username: 'ava' }),
      monthlyPrice: 9.99,
      yearlyPrice: 0,
    });
    expect(card?.isFreeSubscription).toBe(true);
    expect(toAssetPerformer({})).toBeNull();
  });
});
