import { useDispatch, useSelector, useStore } from 'react-redux'; // eslint-disable-line no-restricted-imports
import type { AppDispatch, AppStore, RootState } from '@/app-store/store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();
