import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_SUBSCRIPTION_TYPE, type SubscriptionType } from '@/config/constants';
import { loggedOut } from '@/features/auth/auth-slice';

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
    subscriptionModalClosed() {
      return initialSubscriptionState;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialSubscriptionState);
  },
});

export const { subscriptionModalOpened, subscriptionModalClosed } = subscriptionSlice.actions;
export const subscriptionReducer = subscriptionSlice.reducer;

// ---- selectors
export const selectSubscription = (s: { subscription: SubscriptionState }) => s.subscription;
