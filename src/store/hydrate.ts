// next-redux-wrapper's HYDRATE action, typed for slices that take their own key from the server state.
import { createAction } from '@reduxjs/toolkit';
import { HYDRATE } from 'next-redux-wrapper';

export const hydrated = createAction<Record<string, unknown>>(HYDRATE);
