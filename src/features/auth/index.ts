// The public face of the auth feature (README "A feature's anatomy"): what pages, layouts and other
// features import from it. Code-split entries are in lazy.ts, server-only loaders in loaders.ts.
export { authSaga } from './auth-saga';
export { authReducer, loggedIn, logoutRequested, selectAuthUser, selectLoggedIn } from './auth-slice';
export { AuthSplit } from './components/auth-split';
export { CreatorRegisterForm } from './components/creator-register-form';
export { FanRegisterForm } from './components/fan-register-form';
export { LoginForm } from './components/login-form';
export { ForgotPasswordForm, ResetPasswordForm } from './components/password-reset-forms';
export { RegisterChooser } from './components/register-chooser';
export { SocialLogin } from './components/social-login';
export { LOGIN_REDIRECT_DELAY_MS, LOGIN_REQUIRED_MESSAGE, useViewer } from './use-viewer';
export type { AuthState } from './auth-slice';
