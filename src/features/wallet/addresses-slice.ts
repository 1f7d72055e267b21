// The fan's delivery addresses (issue 9): picked and added in the product order dialog, changed on an order's
// page while it has not shipped.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from '@/store/session';
import type { ApiError } from '@/lib/api-error';
import type { AddressInput } from './api';
import type { Intent } from './checkout-slice';
import type { Address } from './types';

export interface AddressesState {
  items: Address[];
  loaded: boolean;
  adding: boolean;
  error: string | null;
}

export const initialAddressesState: AddressesState = { items: [], loaded: false, adding: false, error: null };

const addressesSlice = createSlice({
  name: 'addresses',
  initialState: initialAddressesState,
  reducers: {
    addressesRequested() {},
    addressesLoaded(state, action: PayloadAction<Address[]>) {
      state.items = action.payload;
      state.loaded = true;
    },
    addressAddRequested(state, _action: PayloadAction<Intent & { address: AddressInput }>) {
      state.adding = true;
      state.error = null;
    },
    addressAdded(state, action: PayloadAction<Address>) {
      state.adding = false;
      state.items = [action.payload, ...state.items];
    },
    addressAddFailed(state, action: PayloadAction<ApiError>) {
      state.adding = false;
      state.error = action.payload.message;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialAddressesState);
  },
});

export const { addressesRequested, addressesLoaded, addressAddRequested, addressAdded, addressAddFailed } =
  addressesSlice.actions;
export const addressesReducer = addressesSlice.reducer;

export const selectAddresses = (s: { addresses: AddressesState }) => s.addresses;
