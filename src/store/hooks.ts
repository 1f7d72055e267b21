import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux'; // eslint-disable-line no-restricted-imports

/**
 * The store's state type, filled in by the composition root: app-store/store.ts augments this interface with
 * the root state it composes (`declare module '@/store/hooks'`). The infrastructure below the features names
 * that type without importing what sits above them, so even type imports make no circle (madge counts them).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface StoreTypes {}

export type RootState = StoreTypes['rootState'];
/** Plain actions only: the store runs sagas, not thunks (app-store/store.ts turns thunks off). */
export type AppDispatch = Dispatch<UnknownAction>;

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
