// The open order (/user/orders/[id], issue 9): its status, the delivery address while it can change, and the
// digital product's download, whose signed link is asked for at the click.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from '@/store/session';
import type { ApiError } from '@/lib/api-error';
import type { RequestStatus } from '@/lib/request-status';
import type { Order } from './types';

export interface OrderDetailState {
  id: string;
  order: Order | null;
  status: RequestStatus;
  error: string | null;
  downloading: boolean;
}

export const initialOrderDetailState: OrderDetailState = {
  id: '',
  order: null,
  status: 'idle',
  error: null,
  downloading: false,
};

const orderDetailSlice = createSlice({
  name: 'orderDetail',
  initialState: initialOrderDetailState,
  reducers: {
    orderDetailRequested(_state, action: PayloadAction<{ id: string }>) {
      return { ...initialOrderDetailState, id: action.payload.id, status: 'loading' };
    },
    orderDetailLoaded(state, action: PayloadAction<Order>) {
      state.order = action.payload;
      state.status = 'succeeded';
    },
    orderDetailFailed(state, action: PayloadAction<ApiError>) {
      state.status = 'failed';
      state.error = action.payload.message;
    },
    orderAddressChangeRequested(_state, _action: PayloadAction<{ addressId: string }>) {},
    downloadRequested(state) {
      state.downloading = true;
    },
    downloadReady(state) {
      state.downloading = false;
    },
    downloadFailed(state, action: PayloadAction<ApiError>) {
      state.downloading = false;
      state.error = action.payload.message;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialOrderDetailState);
  },
});

export const {
  orderDetailRequested,
  orderDetailLoaded,
  orderDetailFailed,
  orderAddressChangeRequested,
  downloadRequested,
  downloadReady,
  downloadFailed,
} = orderDetailSlice.actions;
export const orderDetailReducer = orderDetailSlice.reducer;

export const selectOrderDetail = (s: { orderDetail: OrderDetailState }) => s.orderDetail;
