// Checkout (issue 9): the fan's saved cards, the card payment in flight (a top-up or a subscription, with its
// confirmation step) and the top-up's coupon. The wallet page, the cards page and the subscription dialog read
// it; a payment's outcome is an event other features follow (subscriptionActivated, checkout-events.ts).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from '@/store/session';
import type { ApiError } from '@/lib/api-error';
import type { SandboxCardInput, SubscribeInput, TopUpInput } from './api';
import type { Coupon, Payment, PaymentCard } from './types';

/** A money action's course (a card payment, an unlock, a tip, an order): 'confirm' waits for the payer. */
export type PaymentProgress = 'idle' | 'paying' | 'confirm' | 'success' | 'failed';

/** The Idempotency-Key of the user's click (lib/use-intent.ts), sent with the money POST. */
export interface Intent {
  intentKey: string;
}

export interface CheckoutState {
  cards: {
    items: PaymentCard[];
    loaded: boolean;
    loading: boolean;
    error: string | null;
    adding: boolean;
    addError: string | null;
  };
  payment: {
    status: PaymentProgress;
    purpose: 'topup' | 'subscribe' | null;
    pending: Payment | null;
    result: Payment | null;
    error: string | null;
  };
  coupon: { applied: Coupon | null; checking: boolean; error: string | null };
}

export const initialCheckoutState: CheckoutState = {
  cards: { items: [], loaded: false, loading: false, error: null, adding: false, addError: null },
  payment: { status: 'idle', purpose: null, pending: null, result: null, error: null },
  coupon: { applied: null, checking: false, error: null },
};

const checkoutSlice = createSlice({
  name: 'checkout',
  initialState: initialCheckoutState,
  reducers: {
    cardsRequested(state) {
      state.cards.loading = true;
      state.cards.error = null;
    },
    cardsLoaded(state, action: PayloadAction<PaymentCard[]>) {
      state.cards.items = action.payload;
      state.cards.loaded = true;
      state.cards.loading = false;
    },
    cardsFailed(state, action: PayloadAction<ApiError>) {
      state.cards.loading = false;
      state.cards.error = action.payload.message;
    },
    cardAddRequested(state, _action: PayloadAction<Intent & { card: SandboxCardInput }>) {
      state.cards.adding = true;
      state.cards.addError = null;
    },
    stripeCardAddRequested(state, _action: PayloadAction<Intent & { paymentMethodId: string }>) {
      state.cards.adding = true;
      state.cards.addError = null;
    },
    cardAdded(state, action: PayloadAction<PaymentCard>) {
      state.cards.adding = false;
      state.cards.items = [action.payload, ...state.cards.items.filter((c) => c._id !== action.payload._id)];
    },
    cardAddFailed(state, action: PayloadAction<ApiError>) {
      state.cards.adding = false;
      state.cards.addError = action.payload.message;
    },
    cardRemoveRequested(_state, _action: PayloadAction<{ id: string }>) {},
    cardRemoved(state, action: PayloadAction<{ id: string }>) {
      state.cards.items = state.cards.items.filter((c) => c._id !== action.payload.id);
    },

    topUpRequested(state, _action: PayloadAction<Intent & { input: TopUpInput }>) {
      state.payment = { ...initialCheckoutState.payment, status: 'paying', purpose: 'topup' };
    },
    subscribeRequested(state, _action: PayloadAction<Intent & { input: SubscribeInput }>) {
      state.payment = { ...initialCheckoutState.payment, status: 'paying', purpose: 'subscribe' };
    },
    /** The card asks the payer to confirm (3-D Secure analogue). */
    paymentNeedsConfirmation(state, action: PayloadAction<Payment>) {
      state.payment.status = 'confirm';
      state.payment.pending = action.payload;
    },
    paymentConfirmRequested(state, _action: PayloadAction<Intent & { approve: boolean }>) {
      state.payment.status = 'paying';
    },
    paymentSucceeded(state, action: PayloadAction<Payment>) {
      state.payment.status = 'success';
      state.payment.result = action.payload;
      state.payment.pending = null;
    },
    /** A subscription started (paid, confirmed or free): profile and feeds reload what it opens. */
    paymentFailed(state, action: PayloadAction<ApiError>) {
      state.payment.status = 'failed';
      state.payment.error = action.payload.message;
      state.payment.pending = null;
    },
    paymentReset(state) {
      state.payment = initialCheckoutState.payment;
    },
    /** The top-up was refused for its coupon: the reason goes to the coupon field; the next click is new. */
    topUpCouponRefused(state, action: PayloadAction<ApiError>) {
      state.payment = { ...state.payment, status: 'failed', error: null, pending: null };
      state.coupon = { applied: null, checking: false, error: action.payload.message };
    },

    couponRequested(state, _action: PayloadAction<{ code: string }>) {
      state.coupon = { applied: null, checking: true, error: null };
    },
    couponApplied(state, action: PayloadAction<Coupon>) {
      state.coupon = { applied: action.payload, checking: false, error: null };
    },
    couponFailed(state, action: PayloadAction<ApiError>) {
      state.coupon = { applied: null, checking: false, error: action.payload.message };
    },
    couponCleared(state) {
      state.coupon = initialCheckoutState.coupon;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialCheckoutState);
  },
});

export const {
  cardsRequested,
  cardsLoaded,
  cardsFailed,
  cardAddRequested,
  stripeCardAddRequested,
  cardAdded,
  cardAddFailed,
  cardRemoveRequested,
  cardRemoved,
  topUpRequested,
  subscribeRequested,
  paymentNeedsConfirmation,
  paymentConfirmRequested,
  paymentSucceeded,
  paymentFailed,
  paymentReset,
  topUpCouponRefused,
  couponRequested,
  couponApplied,
  couponFailed,
  couponCleared,
} = checkoutSlice.actions;
export const checkoutReducer = checkoutSlice.reducer;

export const selectCheckout = (s: { checkout: CheckoutState }) => s.checkout;
