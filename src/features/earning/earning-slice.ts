// The creator's side of fans' money (issue 10): orders received (with the delivery form) and subscribers.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from '@/features/auth/auth-slice';
import type { ApiError } from '@/lib/api-error';
import { registerReducer } from '@/store/reducer-registry';
import type { Order, Subscription } from '@/features/wallet/types';

type Load = 'idle' | 'loading' | 'succeeded' | 'failed';

export interface EarningState {
  orders: { status: Load; items: Order[]; total: number; error: string | null };
  order: {
    id: string;
    status: Load;
    item: Order | null;
    error: string | null;
    saving: boolean;
    saved: number;
  };
  subscribers: { status: Load; items: Subscription[]; total: number; error: string | null };
}

export const initialEarningState: EarningState = {
  orders: { status: 'idle', items: [], total: 0, error: null },
  order: { id: '', status: 'idle', item: null, error: null, saving: false, saved: 0 },
  subscribers: { status: 'idle', items: [], total: 0, error: null },
};

export interface ListQuery {
  offset: number;
  limit: number;
  deliveryStatus?: string;
  status?: string;
}

const earningSlice = createSlice({
  name: 'earning',
  initialState: initialEarningState,
  reducers: {
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
registerReducer('earning', earningReducer);

export const selectEarning = (s: { earning: EarningState }) => s.earning;
