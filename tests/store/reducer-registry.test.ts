// Feature slices join the store when their module loads (src/store/reducer-registry.ts): the shell's store
// starts without them, a slice loaded later joins the live store without touching the state already there, and
// the server's list registers every feature slice the RootState type promises.
import type { FeatureState } from '@/app-store/root-reducer';
import type * as StoreModule from '@/app-store/store';
import type * as UiSlice from '@/features/ui/ui-slice';
import type * as VideoSlice from '@/features/video/video-slice';

function freshModules<T>(load: () => T): T {
  let loaded: T | undefined;
  jest.isolateModules(() => {
    loaded = load();
  });
  return loaded as T;
}

describe('feature reducers registered on demand', () => {
  it('starts with the shell only and adds a slice that loads later, keeping the existing state', () => {
    freshModules(() => {
      const { makeStore } = require('@/app-store/store') as typeof StoreModule;
      const { themeChanged } = require('@/features/ui/ui-slice') as typeof UiSlice;
      const store = makeStore();
      store.dispatch(themeChanged('dark'));
      expect(Object.keys(store.getState())).not.toContain('video');

      const video = require('@/features/video/video-slice') as typeof VideoSlice;
      const state = store.getState();
      expect(state.video).toEqual(video.videoReducer(undefined, { type: '@@init' }));
      expect(state.ui.theme).toBe('dark');

      // the new slice answers its actions in the live store
      store.dispatch(video.videoListRequested({ performerId: 'p1', offset: 0 }));
      expect(store.getState().video.list).toMatchObject({ performerId: 'p1', status: 'loading' });
    });
  });

  it('gives a store made after a page module loaded its slice from the start', () => {
    freshModules(() => {
      require('@/features/gallery/gallery-slice');
      const { makeStore } = require('@/app-store/store') as typeof StoreModule;
      expect(Object.keys(makeStore().getState())).toContain('gallery');
    });
  });

  it('registers on the server every slice RootState promises (server-reducers.ts)', () => {
    // a key missing here or there fails to compile: the record must name every FeatureState key
    const promised: Record<keyof FeatureState, true> = {
      performer: true,
      block: true,
      bookmark: true,
      postEditor: true,
      studio: true,
      video: true,
      gallery: true,
      product: true,
      reaction: true,
      comment: true,
      feed: true,
      checkout: true,
      purchaseDialogs: true,
      addresses: true,
      moneyHistory: true,
      orderDetail: true,
      payout: true,
      earning: true,
      conversation: true,
      message: true,
      streamMessage: true,
      liveSession: true,
    };
    freshModules(() => {
      require('@/app-store/server-features');
      const { makeStore } = require('@/app-store/store') as typeof StoreModule;
      const keys = Object.keys(makeStore().getState());
      for (const key of Object.keys(promised)) expect(keys).toContain(key);
    });
  });
});
