// The events and reducer cases the video, gallery and product slices share: one detail, its related items and a
// creator's paged list, plus the HYDRATE rule (the settled server detail wins; lists stay as the browser has them).
// Each slice makes its events here under its own names ('video/videoLoaded', 'gallery/relatedGalleriesLoaded',
// ...) and adds the cases to its own createSlice; what a slice keeps besides (a gallery's photos) it adds by hooks.
import { createAction, type ActionReducerMapBuilder, type PayloadActionCreator } from '@reduxjs/toolkit';
import { type ApiError } from '@/lib/api-error';
import { hydrated } from '@/store/hydrate';
import { isSettled } from '@/lib/request-status';
import {
  appendUnique,
  emptyDetail,
  emptyList,
  emptyRelated,
  type DetailState,
  type ListState,
  type RelatedState,
} from './asset-state';
import type { CreatorPlans } from '@/features/subscription';

export interface AssetSliceState<T> {
  detail: DetailState<T>;
  related: RelatedState<T>;
  /** a creator's items (profile tab) */
  list: ListState<T>;
}

export const initialAssetState = <T>(): AssetSliceState<T> => ({
  detail: emptyDetail<T>(),
  related: emptyRelated<T>(),
  list: emptyList<T>(),
});

type ListPage<T> = { performerId: string; offset: number; items: T[]; total: number };

/** The events by role; `One` is the slice key, the item's payload key ('video') and the related id's prefix. */
export interface AssetEvents<T, One extends string> {
  requested: PayloadActionCreator<{ id: string }>;
  loaded: PayloadActionCreator<{ id: string; creator?: CreatorPlans | null } & { [K in One]: T }>;
  failed: PayloadActionCreator<{ id: string; error: ApiError }>;
  relatedRequested: PayloadActionCreator<{ performerId: string } & { [K in `${One}Id`]: string }>;
  relatedLoaded: PayloadActionCreator<{ forId: string; items: T[] }>;
  relatedFailed: PayloadActionCreator<{ forId: string; error: ApiError }>;
  listRequested: PayloadActionCreator<{ performerId: string; offset: number }>;
  listLoaded: PayloadActionCreator<ListPage<T>>;
  listFailed: PayloadActionCreator<{ performerId: string; error: ApiError }>;
}

type Role = keyof AssetEvents<unknown, string>;

/** videoLoaded, relatedVideosLoaded, videoListLoaded: the names the slices have always exported. */
type EventName<R extends Role, One extends string, Many extends string> = R extends `related${infer E}`
  ? `related${Many}${E}`
  : R extends `list${infer E}`
    ? `${One}List${E}`
    : `${One}${Capitalize<R>}`;

export type NamedAssetEvents<T, One extends string, Many extends string> = {
  [R in Role as EventName<R, One, Many>]: AssetEvents<T, One>[R];
};

const ROLES: Role[] = [
  'requested',
  'loaded',
  'failed',
  'relatedRequested',
  'relatedLoaded',
  'relatedFailed',
  'listRequested',
  'listLoaded',
  'listFailed',
];

function eventName(role: Role, one: string, many: string): string {
  if (role.startsWith('related')) return `related${many}${role.slice('related'.length)}`;
  if (role.startsWith('list')) return `${one}List${role.slice('list'.length)}`;
  return `${one}${role[0].toUpperCase()}${role.slice(1)}`;
}

/**
 * The nine events of one asset kind, by role (for addAssetCases) and by their exported names.
 * Called as `assetEvents<Video>()('video', 'Videos')` so the item type is given and the names are inferred.
 */
export function assetEvents<T extends { _id: string }>() {
  return <One extends string, Many extends string>(one: One, many: Many) => {
    const byRole = {} as Record<Role, unknown>;
    const named = {} as Record<string, unknown>;
    for (const role of ROLES) {
      const name = eventName(role, one, many);
      const creator = createAction(`${one}/${name}`);
      byRole[role] = creator;
      named[name] = creator;
    }
    return {
      one,
      byRole: byRole as AssetEvents<T, One>,
      named: named as NamedAssetEvents<T, One, Many>,
    };
  };
}

/** What a slice keeps besides the shared parts, updated on the same events. */
export interface AssetCaseHooks<S> {
  requested?: (state: S) => void;
  failed?: (state: S) => void;
  /** runs when HYDRATE takes the server's settled detail */
  hydrated?: (state: S, server: S) => void;
}

/** Adds the detail, related and list cases and the HYDRATE rule for the slice's own key to its builder. */
export function addAssetCases<T extends { _id: string }, One extends string, S extends AssetSliceState<T>>(
  builder: ActionReducerMapBuilder<S>,
  { one, byRole: on }: { one: One; byRole: AssetEvents<T, One> },
  hooks: AssetCaseHooks<S> = {},
): void {
  // immer's draft of S is S to these cases (plain serialisable data)
  const own = (draft: unknown) => draft as S;
  builder
    .addCase(on.requested, (draft, action) => {
      const state = own(draft);
      state.detail = { ...emptyDetail<T>(), requestedId: action.payload.id, status: 'loading' };
      hooks.requested?.(state);
    })
    .addCase(on.loaded, (draft, action) => {
      const { id, creator = null } = action.payload;
      const item = (action.payload as { [K in One]: T })[one];
      own(draft).detail = { requestedId: id, current: item, status: 'succeeded', error: null, creator };
    })
    .addCase(on.failed, (draft, action) => {
      const state = own(draft);
      const { id, error } = action.payload;
      state.detail = { ...emptyDetail<T>(), requestedId: id, status: 'failed', error };
      hooks.failed?.(state);
    })
    .addCase(on.relatedRequested, (draft, action) => {
      const forId = (action.payload as { [K in `${One}Id`]: string })[`${one}Id`];
      own(draft).related = { forId, items: [], status: 'loading', error: null };
    })
    .addCase(on.relatedLoaded, (draft, action) => {
      own(draft).related = {
        forId: action.payload.forId,
        items: action.payload.items,
        status: 'succeeded',
        error: null,
      };
    })
    .addCase(on.relatedFailed, (draft, action) => {
      own(draft).related = {
        forId: action.payload.forId,
        items: [],
        status: 'failed',
        error: action.payload.error,
      };
    })
    .addCase(on.listRequested, (draft, action) => {
      const state = own(draft);
      const { performerId, offset } = action.payload;
      if (offset === 0 || state.list.performerId !== performerId)
        state.list = { ...emptyList<T>(), performerId };
      state.list.status = 'loading';
      state.list.error = null;
    })
    .addCase(on.listLoaded, (draft, action) => {
      const state = own(draft);
      const { performerId, offset, items, total } = action.payload;
      const base = offset === 0 || state.list.performerId !== performerId ? [] : state.list.items;
      state.list = { performerId, items: appendUnique(base, items), total, status: 'succeeded', error: null };
    })
    .addCase(on.listFailed, (draft, action) => {
      const state = own(draft);
      state.list.status = 'failed';
      state.list.error = action.payload.error;
    })
    .addCase(hydrated, (draft, action) => {
      const state = own(draft);
      const server = action.payload[one] as S | undefined;
      // the detail is server-fetched; lists load in the browser and stay as they are
      if (server && isSettled(server.detail.status)) {
        state.detail = server.detail;
        hooks.hydrated?.(state, server);
      }
      return draft;
    });
}
