// Checkout state (issue 9): saved cards, the card payment in flight (top-up or subscription, with its
// confirmation step), and the wallet dialogs (unlock, tip, product order) that any page opens by action.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from '@/features/auth/auth-slice';
import { registerReducer } from '@/store/reducer-registry';
import type { ApiError } from '@/lib/api-error';
import type { RequestStatus } from '@/lib/request-status';
import type {
  AddressInput,
  HistoryQuery,
  ProductOrderInput,
  SandboxCardInput,
  SubscribeInput,
  TopUpInput,
  UnlockKind,
} from './api';
import type { Address, Coupon, Order, Payment, PaymentCard, Subscription, WalletCharge } from './types';

export type Progress = 'idle' | 'paying' | 'confirm' | 'success' | 'failed';

/** What an unlock dialog sells. */
export interface UnlockItem {
  kind: UnlockKind;
  id: string;
  /** dollars */
  price: number;
  /** "this post", "Beach day" */
  title: string;
}

export interface TipTarget {
  performerId: string;
  name: string;
  avatar: string;
  /** a tip during a live session: its chat shows "X tipped $Y" (reference §5.3) */
  live?: { conversationId: string; sessionId: string };
}

export interface ProductTarget {
  id: string;
  name: string;
  price: number;
  type: 'physical' | 'digital';
  stock: number;
}

/** The fan's money tables (their query lives in the URL; the last page read is kept here). */
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

export interface WalletState {
  cards: {
    items: PaymentCard[];
    loaded: boolean;
    loading: boolean;
    error: string | null;
    adding: boolean;
    addError: string | null;
  };
  payment: {
    status: Progress;
    purpose: 'topup' | 'subscribe' | null;
    pending: Payment | null;
    result: Payment | null;
    error: string | null;
  };
  unlock: { item: UnlockItem | null; status: Progress; error: string | null };
  tip: { target: TipTarget | null; status: Progress; error: string | null; charge: WalletCharge | null };
  order: { product: ProductTarget | null; status: Progress; error: string | null; placed: Order | null };
  addresses: { items: Address[]; loaded: boolean; adding: boolean; error: string | null };
  coupon: { applied: Coupon | null; checking: boolean; error: string | null };
  history: { [K in HistoryKind]: HistoryPage<K> };
  /** the open order (/user/orders/[id]) */
  orderDetail: {
    id: string;
    order: Order | null;
    status: RequestStatus;
    error: string | null;
    downloading: boolean;
  };
  /** a subscription being cancelled */
  cancelling: string | null;
}

export const initialWalletState: WalletState = {
  cards: { items: [], loaded: false, loading: false, error: null, adding: false, addError: null },
  payment: { status: 'idle', purpose: null, pending: null, result: null, error: null },
  unlock: { item: null, status: 'idle', error: null },
  tip: { target: null, status: 'idle', error: null, charge: null },
  order: { product: null, status: 'idle', error: null, placed: null },
  addresses: { items: [], loaded: false, adding: false, error: null },
  coupon: { applied: null, checking: false, error: null },
  history: { payments: emptyPage(), charges: emptyPage(), subscriptions: emptyPage(), orders: emptyPage() },
  orderDetail: { id: '', order: null, status: 'idle', error: null, downloading: false },
  cancelling: null,
};

interface Intent {
  intentKey: string;
}

const walletSlice = createSlice({
  name: 'wallet',
  initialState: initialWalletState,
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
      state.payment = { ...initialWalletState.payment, status: 'paying', purpose: 'topup' };
    },
    subscribeRequested(state, _action: PayloadAction<Intent & { input: SubscribeInput }>) {
      state.payment = { ...initialWalletState.payment, status: 'paying', purpose: 'subscribe' };
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
    subscriptionActivated(_state, _action: PayloadAction<{ performerId: string }>) {},
    paymentFailed(state, action: PayloadAction<ApiError>) {
      state.payment.status = 'failed';
      state.payment.error = action.payload.message;
      state.payment.pending = null;
    },
    paymentReset(state) {
      state.payment = initialWalletState.payment;
    },
    /** The top-up was refused for its coupon: the reason goes to the coupon field; the next click is new. */
    topUpCouponRefused(state, action: PayloadAction<ApiError>) {
      state.payment = { ...state.payment, status: 'failed', error: null, pending: null };
      state.coupon = { applied: null, checking: false, error: action.payload.message };
    },

    unlockDialogOpened(state, action: PayloadAction<UnlockItem>) {
      state.unlock = { item: action.payload, status: 'idle', error: null };
    },
    unlockRequested(state, _action: PayloadAction<Intent>) {
      state.unlock.status = 'paying';
      state.unlock.error = null;
    },
    /** An item was bought (this tab's answer, or token_transaction_success from any tab): its feature flips it. */
    itemUnlocked(state, action: PayloadAction<{ kind: UnlockKind; id: string; item: unknown }>) {
      if (state.unlock.item?.id === action.payload.id) state.unlock.status = 'success';
    },
    unlockFailed(state, action: PayloadAction<ApiError>) {
      state.unlock.status = 'failed';
      state.unlock.error = action.payload.message;
    },
    unlockDialogClosed(state) {
      state.unlock = initialWalletState.unlock;
    },

    tipDialogOpened(state, action: PayloadAction<TipTarget>) {
      state.tip = { target: action.payload, status: 'idle', error: null, charge: null };
    },
    tipRequested(state, _action: PayloadAction<Intent & { price: number; message?: string }>) {
      state.tip.status = 'paying';
      state.tip.error = null;
    },
    tipSent(state, action: PayloadAction<WalletCharge>) {
      state.tip.status = 'success';
      state.tip.charge = action.payload;
    },
    tipFailed(state, action: PayloadAction<ApiError>) {
      state.tip.status = 'failed';
      state.tip.error = action.payload.message;
    },
    tipDialogClosed(state) {
      state.tip = initialWalletState.tip;
    },

    orderDialogOpened(state, action: PayloadAction<ProductTarget>) {
      state.order = { product: action.payload, status: 'idle', error: null, placed: null };
    },
    orderRequested(state, _action: PayloadAction<Intent & { input: ProductOrderInput }>) {
      state.order.status = 'paying';
      state.order.error = null;
    },
    orderPlaced(state, action: PayloadAction<Order>) {
      state.order.status = 'success';
      state.order.placed = action.payload;
    },
    orderFailed(state, action: PayloadAction<ApiError>) {
      state.order.status = 'failed';
      state.order.error = action.payload.message;
    },
    orderDialogClosed(state) {
      state.order = initialWalletState.order;
    },

    /** The page they were opened on was left: a dialog never stays over another page. */
    walletDialogsDismissed(state) {
      state.unlock = initialWalletState.unlock;
      state.tip = initialWalletState.tip;
      state.order = initialWalletState.order;
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
      state.coupon = initialWalletState.coupon;
    },
    historyRequested(state, action: PayloadAction<{ kind: HistoryKind; key: string; query: HistoryQuery }>) {
      const page = state.history[action.payload.kind];
      page.key = action.payload.key;
      page.status = 'loading';
      page.error = null;
    },
    historyLoaded(
      state,
      action: PayloadAction<{ kind: HistoryKind; key: string; items: unknown[]; total: number }>,
    ) {
      const page = state.history[action.payload.kind];
      if (page.key !== action.payload.key) return;
      page.status = 'succeeded';
      page.items = action.payload.items as never[];
      page.total = action.payload.total;
    },
    historyFailed(state, action: PayloadAction<{ kind: HistoryKind; key: string; error: ApiError }>) {
      const page = state.history[action.payload.kind];
      if (page.key !== action.payload.key) return;
      page.status = 'failed';
      page.error = action.payload.error.message;
    },
    subscriptionCancelRequested(state, action: PayloadAction<Intent & { id: string; gateway: string }>) {
      state.cancelling = action.payload.id;
    },
    subscriptionCancelled(state, action: PayloadAction<Subscription>) {
      state.cancelling = null;
      const items = state.history.subscriptions.items;
      const i = items.findIndex((x) => x._id === action.payload._id);
      if (i >= 0) items[i] = action.payload;
    },
    subscriptionCancelFailed(state, action: PayloadAction<ApiError>) {
      state.cancelling = null;
      state.history.subscriptions.error = action.payload.message;
    },
    orderDetailRequested(state, action: PayloadAction<{ id: string }>) {
      state.orderDetail = { ...initialWalletState.orderDetail, id: action.payload.id, status: 'loading' };
    },
    orderDetailLoaded(state, action: PayloadAction<Order>) {
      state.orderDetail.order = action.payload;
      state.orderDetail.status = 'succeeded';
    },
    orderDetailFailed(state, action: PayloadAction<ApiError>) {
      state.orderDetail.status = 'failed';
      state.orderDetail.error = action.payload.message;
    },
    orderAddressChangeRequested(_state, _action: PayloadAction<{ addressId: string }>) {},
    downloadRequested(state) {
      state.orderDetail.downloading = true;
    },
    downloadReady(state) {
      state.orderDetail.downloading = false;
    },
    downloadFailed(state, action: PayloadAction<ApiError>) {
      state.orderDetail.downloading = false;
      state.orderDetail.error = action.payload.message;
    },
    addressesRequested() {},
    addressesLoaded(state, action: PayloadAction<Address[]>) {
      state.addresses.items = action.payload;
      state.addresses.loaded = true;
    },
    addressAddRequested(state, _action: PayloadAction<Intent & { address: AddressInput }>) {
      state.addresses.adding = true;
      state.addresses.error = null;
    },
    addressAdded(state, action: PayloadAction<Address>) {
      state.addresses.adding = false;
      state.addresses.items = [action.payload, ...state.addresses.items];
    },
    addressAddFailed(state, action: PayloadAction<ApiError>) {
      state.addresses.adding = false;
      state.addresses.error = action.payload.message;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialWalletState);
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
  subscriptionActivated,
  paymentFailed,
  paymentReset,
  topUpCouponRefused,
  unlockDialogOpened,
  unlockRequested,
  itemUnlocked,
  unlockFailed,
  unlockDialogClosed,
  tipDialogOpened,
  tipRequested,
  tipSent,
  tipFailed,
  tipDialogClosed,
  orderDialogOpened,
  orderRequested,
  orderPlaced,
  orderFailed,
  orderDialogClosed,
  walletDialogsDismissed,
  couponRequested,
  couponApplied,
  couponFailed,
  couponCleared,
  historyRequested,
  historyLoaded,
  historyFailed,
  subscriptionCancelRequested,
  subscriptionCancelled,
  subscriptionCancelFailed,
  orderDetailRequested,
  orderDetailLoaded,
  orderDetailFailed,
  orderAddressChangeRequested,
  downloadRequested,
  downloadReady,
  downloadFailed,
  addressesRequested,
  addressesLoaded,
  addressAddRequested,
  addressAdded,
  addressAddFailed,
} = walletSlice.actions;
export const walletReducer = walletSlice.reducer;

registerReducer('wallet', walletReducer);

export const selectWallet = (s: { wallet: WalletState }) => s.wallet;

/** Whether any wallet dialog is open (BaseLayout mounts the dialogs' host then). */
export const selectWalletDialogOpen = (s: { wallet: WalletState }) =>
  Boolean(s.wallet.unlock.item || s.wallet.tip.target || s.wallet.order.product);
