import {
  followAdded,
  followFailed,
  followReducer,
  followRemoved,
  followRequested,
  initialFollowState,
  selectFollowPending,
  selectIsFollowed,
  unfollowRequested,
} from '@/features/follow/follow-slice';
import { loggedOut } from '@/store/session';
import { hydrated } from '@/store/hydrate';

describe('follow slice (spec §3 "Follow state", §4)', () => {
  test('adding ignores duplicates: followedIds stay unique', () => {
    let s = followReducer(initialFollowState, followAdded('a'));
    s = followReducer(s, followAdded('b'));
    s = followReducer(s, followAdded('a'));
    expect(s.followedIds).toEqual(['a', 'b']);
  });

  test('removing filters the id out (and is a no-op for unknown ids)', () => {
    const s = followReducer({ ...initialFollowState, followedIds: ['a', 'b'] }, followRemoved('a'));
    expect(s.followedIds).toEqual(['b']);
    expect(followReducer(s, followRemoved('zzz')).followedIds).toEqual(['b']);
  });

  test('requests mark the id pending until the outcome', () => {
    let s = followReducer(initialFollowState, followRequested({ performerId: 'a' }));
    s = followReducer(s, followRequested({ performerId: 'a' }));
    expect(s.pendingIds).toEqual(['a']);
    expect(selectFollowPending({ follow: s }, 'a')).toBe(true);
    s = followReducer(s, followAdded('a'));
    expect(s.pendingIds).toEqual([]);
    expect(selectIsFollowed({ follow: s }, 'a')).toBe(true);
    s = followReducer(s, unfollowRequested({ performerId: 'a' }));
    expect(s.pendingIds).toEqual(['a']);
  });

  test('failure clears pending and records the error, keeping the ids', () => {
    const error = { statusCode: 404, message: 'Creator not found' };
    const start = followReducer(
      { ...initialFollowState, followedIds: ['x'] },
      followRequested({ performerId: 'a' }),
    );
    const s = followReducer(start, followFailed({ performerId: 'a', error }));
    expect(s).toEqual({ followedIds: ['x'], pendingIds: [], error });
  });

  test('logout resets', () => {
    expect(followReducer({ followedIds: ['a'], pendingIds: ['b'], error: null }, loggedOut())).toEqual(
      initialFollowState,
    );
  });

  test('HYDRATE unions server ids with client ids without duplicates', () => {
    const client = { ...initialFollowState, followedIds: ['a', 'c'] };
    const s = followReducer(client, hydrated({ follow: { ...initialFollowState, followedIds: ['a', 'b'] } }));
    expect(s.followedIds).toEqual(['a', 'c', 'b']);
    expect(followReducer(client, hydrated({}))).toEqual(client);
  });
});
