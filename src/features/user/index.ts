// The public face of the user feature (README "A feature's anatomy"): what pages, layouts and other
// features import from it. Code-split entries are in lazy.ts, server-only loaders in loaders.ts.
export { getCurrentUser } from './api';
export { CreatorBasicForm } from './components/creator/creator-basic-form';
export { CreatorDocuments } from './components/creator/creator-documents';
export { CreatorPricingForm } from './components/creator/creator-pricing-form';
export { FanProfileForm } from './components/fan-profile-form';
export { PasswordForm } from './components/password-form';
export { ResendVerification } from './components/resend-verification';
export { landingPathFor } from './landing';
export { type CurrentUser, isProfileComplete } from './types';
export { ProfileIncompleteNotice } from './components/profile-incomplete-notice';
export { useResendVerification } from './use-resend-verification';
export { userSaga } from './user-saga';
export {
  balanceRefreshRequested,
  currentUserLoaded,
  currentUserPatched,
  selectCurrentUser,
  userReducer,
} from './user-slice';
export type { UserState } from './user-slice';
