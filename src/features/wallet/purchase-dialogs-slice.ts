// The wallet's purchase dialogs (issue 9): unlock (a post, video, gallery, message or live), tip and product
// order. Any page opens one by action; BaseLayout mounts their host only while one is open, so this slice is
// all a page carries of the wallet until a fan pays. itemUnlocked is the event the bought item's feature follows.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from '@/store/session';
import type { ApiError } from '@/lib/api-error';
import type { ProductOrderInput, UnlockKind } from './api';
import type { Intent, PaymentProgress } from './checkout-slice';
import type { Order, WalletCharge } from './types';

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

export interface PurchaseDialogsState {
  unlock: { item: UnlockItem | null; status: PaymentProgress; error: string | null };
  tip: {
    target: TipTarget | null;
    status: PaymentProgress;
    error: string | null;
    charge: WalletCharge | null;
  };
  order: {
    product: ProductTarget | null;
    status: PaymentProgress;
    error: string | null;
    placed: Order | null;
  };
}

export const initialPurchaseDialogsState: PurchaseDialogsState = {
  unlock: { item: null, status: 'idle', error: null },
  tip: { target: null, status: 'idle', error: null, charge: null },
  order: { product: null, status: 'idle', error: null, placed: null },
};

const purchaseDialogsSlice = createSlice({
  name: 'purchaseDialogs',
  initialState: initialPurchaseDialogsState,
  reducers: {
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
      state.unlock = initialPurchaseDialogsState.unlock;
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
      state.tip = initialPurchaseDialogsState.tip;
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
      state.order = initialPurchaseDialogsState.order;
    },

    /** The page they were opened on was left: a dialog never stays over another page. */
    walletDialogsDismissed() {
      return initialPurchaseDialogsState;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialPurchaseDialogsState);
  },
});

export const {
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
} = purchaseDialogsSlice.actions;
export const purchaseDialogsReducer = purchaseDialogsSlice.reducer;

export const selectPurchaseDialogs = (s: { purchaseDialogs: PurchaseDialogsState }) => s.purchaseDialogs;

/** Whether any wallet dialog is open (BaseLayout mounts the dialogs' host then). */
export const selectWalletDialogOpen = (s: { purchaseDialogs: PurchaseDialogsState }) =>
  Boolean(s.purchaseDialogs.unlock.item || s.purchaseDialogs.tip.target || s.purchaseDialogs.order.product);
