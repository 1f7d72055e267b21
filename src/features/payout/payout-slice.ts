// The creator's payouts: where they go (banking, PayPal), the requests, and the numbers behind a new one.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from '@/store/session';
import type { ApiError } from '@/lib/api-error';
import type { PayoutInput } from './api';
import type { Banking, Payout, PayoutStats, Paypal } from './types';
import { type RequestStatus } from '@/lib/request-status';

export interface PayoutListQuery {
  offset: number;
  limit: number;
  status?: string;
}

export interface PayoutState {
  settings: {
    status: RequestStatus;
    banking: Banking | null;
    paypal: Paypal | null;
    saving: 'banking' | 'paypal' | null;
    saved: number;
    error: string | null;
  };
  requests: {
    status: RequestStatus;
    items: Payout[];
    total: number;
    error: string | null;
    /** the page shown, reloaded when the operator decides (payout_request_updated, update_balance) */
    query: PayoutListQuery | null;
  };
  form: {
    canRequest: boolean | null;
    stats: PayoutStats | null;
    sending: boolean;
    error: string | null;
    sent: number;
  };
}

export const initialPayoutState: PayoutState = {
  settings: { status: 'idle', banking: null, paypal: null, saving: null, saved: 0, error: null },
  requests: { status: 'idle', items: [], total: 0, error: null, query: null },
  form: { canRequest: null, stats: null, sending: false, error: null, sent: 0 },
};

const payoutSlice = createSlice({
  name: 'payout',
  initialState: initialPayoutState,
  reducers: {
    payoutSettingsRequested(state) {
      state.settings.status = 'loading';
    },
    payoutSettingsLoaded(state, action: PayloadAction<{ banking: Banking | null; paypal: Paypal | null }>) {
      state.settings = { ...state.settings, status: 'succeeded', ...action.payload };
    },
    payoutSettingsFailed(state, action: PayloadAction<ApiError>) {
      state.settings.status = 'failed';
      state.settings.error = action.payload.message;
    },
    bankingSaveRequested(state, _action: PayloadAction<{ values: Banking; intentKey: string }>) {
      state.settings.saving = 'banking';
      state.settings.error = null;
    },
    paypalSaveRequested(state, _action: PayloadAction<{ values: Paypal }>) {
      state.settings.saving = 'paypal';
      state.settings.error = null;
    },
    payoutSettingsSaved(state, action: PayloadAction<{ banking?: Banking | null; paypal?: Paypal | null }>) {
      Object.assign(state.settings, action.payload);
      state.settings.saving = null;
      state.settings.saved += 1;
    },
    payoutSettingsSaveFailed(state, action: PayloadAction<ApiError>) {
      state.settings.saving = null;
      state.settings.error = action.payload.message;
    },
    /** The payout page closed: operator decisions no longer reload anything. */
    payoutsViewLeft(state) {
      state.requests.query = null;
    },
    payoutsRequested(state, action: PayloadAction<PayoutListQuery>) {
      state.requests.query = action.payload;
      state.requests.status = 'loading';
      state.requests.error = null;
    },
    payoutsLoaded(state, action: PayloadAction<{ items: Payout[]; total: number }>) {
      state.requests = { ...state.requests, status: 'succeeded', error: null, ...action.payload };
    },
    payoutsFailed(state, action: PayloadAction<ApiError>) {
      state.requests.status = 'failed';
      state.requests.error = action.payload.message;
    },
    payoutFormRequested(state) {
      state.form = { ...initialPayoutState.form, sent: state.form.sent };
    },
    payoutFormLoaded(state, action: PayloadAction<{ canRequest: boolean; stats: PayoutStats }>) {
      state.form.canRequest = action.payload.canRequest;
      state.form.stats = action.payload.stats;
    },
    payoutRequested(state, _action: PayloadAction<{ input: PayoutInput; intentKey: string; id?: string }>) {
      state.form.sending = true;
      state.form.error = null;
    },
    payoutSent(state, action: PayloadAction<Payout>) {
      state.form.sending = false;
      state.form.sent += 1;
      const i = state.requests.items.findIndex((p) => p._id === action.payload._id);
      if (i >= 0) state.requests.items[i] = action.payload;
      else {
        state.requests.items.unshift(action.payload);
        state.requests.total += 1;
      }
      state.form.canRequest = false;
    },
    payoutFailed(state, action: PayloadAction<ApiError>) {
      state.form.sending = false;
      state.form.error = action.payload.message;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialPayoutState);
  },
});

export const {
  payoutSettingsRequested,
  payoutSettingsLoaded,
  payoutSettingsFailed,
  bankingSaveRequested,
  paypalSaveRequested,
  payoutSettingsSaved,
  payoutSettingsSaveFailed,
  payoutsRequested,
  payoutsViewLeft,
  payoutsLoaded,
  payoutsFailed,
  payoutFormRequested,
  payoutFormLoaded,
  payoutRequested,
  payoutSent,
  payoutFailed,
} = payoutSlice.actions;
export const payoutReducer = payoutSlice.reducer;

export const selectPayout = (s: { payout: PayoutState }) => s.payout;
