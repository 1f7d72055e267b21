import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_SUBSCRIPTION_TYPE, type SubscriptionType } from '@/config/constants';
import { loggedOut } from '@/store/session';

// ---- types
/** What the subscribe modal shows of the creator. */
export interface SubscriptionPerformer {
  _id: string;
  name: string;
  username: string;
  avatar: string;
  monthlyPrice: number;
  yearlyPrice: number;
  isFreeSubscription: boolean;
  durationFreeSubscriptionDays: number;
}

export interface SubscriptionState {
  showModal: boolean;
  performer: SubscriptionPerformer | null;
  subscriptionType: SubscriptionType;
}

// ---- initial state
export const initialSubscriptionState: SubscriptionState = {
  showModal: false,
  performer: null,
  subscriptionType: DEFAULT_SUBSCRIPTION_TYPE,
};

// ---- slice (client-only state: not hydrated from the server)
const subscriptionSlice = createSlice({
  name: 'subscription',
  initialState: initialSubscriptionState,
  reducers: {
    subscriptionModalOpened(
      state,
      action: PayloadAction<{ performer: SubscriptionPerformer; subscriptionType?: SubscriptionType }>,
    ) {
      state.showModal = true;
      state.performer = action.payload.performer;
      state.subscriptionType = action.payload.subscriptionType ?? DEFAULT_SUBSCRIPTION_TYPE;
    },
    /** The open modal asks for the creator's current prices (handled by subscription-saga). */
    subscriptionPricesRequested(_state, _action: PayloadAction<{ _id: string; username: string }>) {},
    /** The creator's prices as the API answers when the modal opens (subscription-saga). */
    subscriptionPricesLoaded(
      state,
      action: PayloadAction<
        Pick<
          SubscriptionPerformer,
          '_id' | 'monthlyPrice' | 'yearlyPrice' | 'isFreeSubscription' | 'durationFreeSubscriptionDays'
        >
      >,
    ) {
      if (state.performer && state.performer._id === action.payload._id)
        Object.assign(state.performer, action.payload);
    },
    subscriptionModalClosed() {
      return initialSubscriptionState;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialSubscriptionState);
  },
});

export const {
  subscriptionModalOpened,
  subscriptionPricesRequested,
  subscriptionPricesLoaded,
  subscriptionModalClosed,
} = subscriptionSlice.actions;
export const subscriptionReducer = subscriptionSlice.reducer;

// ---- selectors
export const selectSubscription = (s: { subscription: SubscriptionState }) => s.subscription;
