// The creator's side of fans' money (issue 10): earnings (rows, totals and the by-day series), orders received
// (with the delivery form) and subscribers.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from '@/store/session';
import type { ApiError } from '@/lib/api-error';
import type { Order, Subscription } from '@/features/wallet';
import type { EarningFilters } from './api';
import type { DailyEarning, Earning, EarningStats } from './types';
import { type RequestStatus } from '@/lib/request-status';

export type EarningQuery = EarningFilters & { offset: number; limit: number; sortBy?: string; sort?: string };

export interface EarningState {
  /** the earning rows of the view `key` (a table view in the URL); `query` is kept to refresh it live */
  earnings: {
    key: string;
    query: EarningQuery | null;
    status: RequestStatus;
    items: Earning[];
    total: number;
    error: string | null;
  };
  /** totals and the by-day series of the period `key` */
  summary: {
    key: string;
    filters: EarningFilters | null;
    status: RequestStatus;
    stats: EarningStats | null;
    daily: DailyEarning[];
    error: string | null;
  };
  orders: { status: RequestStatus; items: Order[]; total: number; error: string | null };
  order: {
    id: string;
    status: RequestStatus;
    item: Order | null;
    error: string | null;
    saving: boolean;
    saved: number;
  };
  subscribers: { status: RequestStatus; items: Subscription[]; total: number; error: string | null };
}

export const initialEarningState: EarningState = {
  earnings: { key: '', query: null, status: 'idle', items: [], total: 0, error: null },
  summary: { key: '', filters: null, status: 'idle', stats: null, daily: [], error: null },
  orders: { status: 'idle', items: [], total: 0, error: null },
  order: { id: '', status: 'idle', item: null, error: null, saving: false, saved: 0 },
  subscribers: { status: 'idle', items: [], total: 0, error: null },
};

export interface ListQuery {
  offset: number;
  limit: number;
  deliveryStatus?: string;
  status?: string;
  sortBy?: string;
  sort?: string;
}

const earningSlice = createSlice({
  name: 'earning',
  initialState: initialEarningState,
  reducers: {
    earningsRequested(state, action: PayloadAction<{ key: string; query: EarningQuery }>) {
      const { key, query } = action.payload;
      state.earnings = { ...state.earnings, key, query, status: 'loading', error: null };
    },
    earningsLoaded(state, action: PayloadAction<{ key: string; items: Earning[]; total: number }>) {
      if (action.payload.key !== state.earnings.key) return;
      state.earnings = { ...state.earnings, ...action.payload, status: 'succeeded' };
    },
    earningsFailed(state, action: PayloadAction<{ key: string; error: ApiError }>) {
      if (action.payload.key !== state.earnings.key) return;
      state.earnings.status = 'failed';
      state.earnings.error = action.payload.error.message;
    },
    summaryRequested(state, action: PayloadAction<{ key: string; filters: EarningFilters }>) {
      const { key, filters } = action.payload;
      state.summary = { ...state.summary, key, filters, status: 'loading', error: null };
    },
    summaryLoaded(state, action: PayloadAction<{ key: string; stats: EarningStats; daily: DailyEarning[] }>) {
      if (action.payload.key !== state.summary.key) return;
      state.summary = { ...state.summary, ...action.payload, status: 'succeeded' };
    },
    summaryFailed(state, action: PayloadAction<{ key: string; error: ApiError }>) {
      if (action.payload.key !== state.summary.key) return;
      state.summary.status = 'failed';
      state.summary.error = action.payload.error.message;
    },
    /** The earnings page closed: nothing to refresh on money events any more. */
    earningsViewLeft(state) {
      state.earnings.query = null;
      state.summary.filters = null;
    },
    receivedOrdersRequested(state, _action: PayloadAction<ListQuery>) {
      state.orders.status = 'loading';
      state.orders.error = null;
    },
    receivedOrdersLoaded(state, action: PayloadAction<{ items: Order[]; total: number }>) {
      state.orders = { status: 'succeeded', error: null, ...action.payload };
    },
    receivedOrdersFailed(state, action: PayloadAction<ApiError>) {
      state.orders.status = 'failed';
      state.orders.error = action.payload.message;
    },
    receivedOrderRequested(state, action: PayloadAction<{ id: string }>) {
      state.order = {
        ...initialEarningState.order,
        id: action.payload.id,
        status: 'loading',
        saved: state.order.saved,
      };
    },
    receivedOrderLoaded(state, action: PayloadAction<Order>) {
      state.order.item = action.payload;
      state.order.status = 'succeeded';
    },
    receivedOrderFailed(state, action: PayloadAction<ApiError>) {
      state.order.status = 'failed';
      state.order.error = action.payload.message;
    },
    deliveryUpdateRequested(state, _action: PayloadAction<{ deliveryStatus: string; shippingCode: string }>) {
      state.order.saving = true;
      state.order.error = null;
    },
    deliveryUpdated(state, action: PayloadAction<Order>) {
      state.order.saving = false;
      state.order.item = action.payload;
      state.order.saved += 1;
    },
    deliveryUpdateFailed(state, action: PayloadAction<ApiError>) {
      state.order.saving = false;
      state.order.error = action.payload.message;
    },
    subscribersRequested(state, _action: PayloadAction<ListQuery>) {
      state.subscribers.status = 'loading';
      state.subscribers.error = null;
    },
    subscribersLoaded(state, action: PayloadAction<{ items: Subscription[]; total: number }>) {
      state.subscribers = { status: 'succeeded', error: null, ...action.payload };
    },
    subscribersFailed(state, action: PayloadAction<ApiError>) {
      state.subscribers.status = 'failed';
      state.subscribers.error = action.payload.message;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialEarningState);
  },
});

export const {
  earningsRequested,
  earningsLoaded,
  earningsFailed,
  summaryRequested,
  summaryLoaded,
  summaryFailed,
  earningsViewLeft,
  receivedOrdersRequested,
  receivedOrdersLoaded,
  receivedOrdersFailed,
  receivedOrderRequested,
  receivedOrderLoaded,
  receivedOrderFailed,
  deliveryUpdateRequested,
  deliveryUpdated,
  deliveryUpdateFailed,
  subscribersRequested,
  subscribersLoaded,
  subscribersFailed,
} = earningSlice.actions;
export const earningReducer = earningSlice.reducer;

export const selectEarning = (s: { earning: EarningState }) => s.earning;
