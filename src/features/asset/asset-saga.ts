// The workers the video, gallery and product sagas share: a detail by id or slug, the related items (same
// creator, the open one left out) and a creator's paged list (profile tab), each on the kind's own events.
import { put, takeLatest } from 'redux-saga/effects';
import { type PayloadAction } from '@reduxjs/toolkit';
import { callApi } from '@/lib/request-saga';
import { type ListPage } from '@/lib/http-client';
import { type AssetApiOptions, type AssetSearchQuery } from './api';
import { type AssetEvents } from './asset-slice';
import { LIST_PAGE_SIZE, RELATED_LIMIT } from './asset-state';

type Kind<T, One extends string> = { one: One; byRole: AssetEvents<T, One> };

/** Loads the requested item (client navigations and refreshes) into `loaded` or `failed`. */
export function assetDetailWorker<T extends { _id: string }, One extends string>(
  { one, byRole: on }: Kind<T, One>,
  load: (idOrSlug: string, opts?: AssetApiOptions) => Promise<T>,
) {
  return function* loadDetailWorker(action: PayloadAction<{ id: string }>) {
    const { id } = action.payload;
    const { data, error } = yield* callApi(load, id, {});
    if (error) yield put(on.failed({ id, error }));
    else yield put(on.loaded({ id, [one]: data } as Parameters<typeof on.loaded>[0]));
  };
}

/** Answers the kind's related and list requests with its search call (the latest request wins). */
export function* takeAssetLists<T extends { _id: string }, One extends string>(
  { one, byRole: on }: Kind<T, One>,
  search: (query: AssetSearchQuery, opts?: AssetApiOptions) => Promise<ListPage<T>>,
) {
  yield takeLatest(
    on.relatedRequested.type,
    function* loadRelatedWorker(action: ReturnType<typeof on.relatedRequested>) {
      const { performerId } = action.payload;
      const forId = (action.payload as { [K in `${One}Id`]: string })[`${one}Id`];
      const { data, error } = yield* callApi(
        search,
        { performerId, excludedId: forId, limit: RELATED_LIMIT },
        {},
      );
      if (error) yield put(on.relatedFailed({ forId, error }));
      // the API excludes the item already; filter again in case an older API ignores excludedId
      else yield put(on.relatedLoaded({ forId, items: data.items.filter((i) => i._id !== forId) }));
    },
  );
  yield takeLatest(
    on.listRequested.type,
    function* loadListWorker(action: ReturnType<typeof on.listRequested>) {
      const { performerId, offset } = action.payload;
      const { data, error } = yield* callApi(search, { performerId, offset, limit: LIST_PAGE_SIZE }, {});
      if (error) yield put(on.listFailed({ performerId, error }));
      else yield put(on.listLoaded({ performerId, offset, items: data.items, total: data.total }));
    },
  );
}
