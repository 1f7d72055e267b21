import { useDispatch, useSelector, useStore } from 'react-redux'; // eslint-disable-line no-restricted-imports
// The typed root state is composed above the features (app-store); features read its type from here.
import type { AppDispatch, AppStore, RootState } from '@/app-store/store';

export type { RootState };

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();
