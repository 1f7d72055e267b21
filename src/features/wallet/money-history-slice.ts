// The fan's money tables (issue 9): payments, wallet charges, subscriptions and orders. Each table's query
// lives in the URL; the last page read is kept here with the query it answers, so a late answer for a view the
// URL has left is dropped. Cancelling a subscription updates its row in place.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from '@/store/session';
import type { ApiError } from '@/lib/api-error';
import type { RequestStatus } from '@/lib/request-status';
import type { HistoryQuery } from './api';
import type { Intent } from './checkout-slice';
import type { Order, Payment, Subscription, WalletCharge } from './types';

export interface HistoryItems {
  payments: Payment;
  charges: WalletCharge;
  subscriptions: Subscription;
  orders: Order;
}
export type HistoryKind = keyof HistoryItems;
export interface HistoryPage<K extends HistoryKind> {
  /** the query (serialised) the items answer */
  key: string;
  status: RequestStatus;
  items: HistoryItems[K][];
  total: number;
  error: string | null;
}
const emptyPage = <K extends HistoryKind>(): HistoryPage<K> => ({
  key: '',
  status: 'idle',
  items: [],
  total: 0,
  error: null,
});

export interface MoneyHistoryState {
  pages: { [K in HistoryKind]: HistoryPage<K> };
  /** a subscription being cancelled */
  cancelling: string | null;
}

export const initialMoneyHistoryState: MoneyHistoryState = {
  pages: { payments: emptyPage(), charges: emptyPage(), subscriptions: emptyPage(), orders: emptyPage() },
  cancelling: null,
};

const moneyHistorySlice = createSlice({
  name: 'moneyHistory',
  initialState: initialMoneyHistoryState,
  reducers: {
    historyRequested(state, action: PayloadAction<{ kind: HistoryKind; key: string; query: HistoryQuery }>) {
      const page = state.pages[action.payload.kind];
      page.key = action.payload.key;
      page.status = 'loading';
      page.error = null;
    },
    historyLoaded(
      state,
      action: PayloadAction<{ kind: HistoryKind; key: string; items: unknown[]; total: number }>,
    ) {
      const page = state.pages[action.payload.kind];
      if (page.key !== action.payload.key) return;
      page.status = 'succeeded';
      page.items = action.payload.items as never[];
      page.total = action.payload.total;
    },
    historyFailed(state, action: PayloadAction<{ kind: HistoryKind; key: string; error: ApiError }>) {
      const page = state.pages[action.payload.kind];
      if (page.key !== action.payload.key) return;
      page.status = 'failed';
      page.error = action.payload.error.message;
    },
    subscriptionCancelRequested(state, action: PayloadAction<Intent & { id: string; gateway: string }>) {
      state.cancelling = action.payload.id;
    },
    subscriptionCancelled(state, action: PayloadAction<Subscription>) {
      state.cancelling = null;
      const items = state.pages.subscriptions.items;
      const i = items.findIndex((x) => x._id === action.payload._id);
      if (i >= 0) items[i] = action.payload;
    },
    subscriptionCancelFailed(state, action: PayloadAction<ApiError>) {
      state.cancelling = null;
      state.pages.subscriptions.error = action.payload.message;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialMoneyHistoryState);
  },
});

export const {
  historyRequested,
  historyLoaded,
  historyFailed,
  subscriptionCancelRequested,
  subscriptionCancelled,
  subscriptionCancelFailed,
} = moneyHistorySlice.actions;
export const moneyHistoryReducer = moneyHistorySlice.reducer;

export const selectMoneyHistory = (s: { moneyHistory: MoneyHistoryState }) => s.moneyHistory;
