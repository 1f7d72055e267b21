// Login form (UI contract): "Email or username", "Password", "Remember me", "Log in"; the saga logs in,
// stores the token and redirects by role; failures show the server message (or the fallback) next to the form
// until the user edits it.
// Deliberately antd-free (plain inputs styled like the theme): /auth/login is the entry page and its
// first-load JS budget is tight.
import { useId, useState, type FormEvent } from 'react';
import { Link } from '@/components/link';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { paths } from '@/config/paths';
import { MESSAGES } from '@/config/constants';
import { PASSWORD_MIN } from '@/components/form-rules';
import { loginRequested, selectLoginAuth } from '../auth-slice';

interface Errors {
  username?: string;
  password?: string;
}

export function validateLogin(username: string, password: string): Errors {
  const errors: Errors = {};
  if (!username.trim()) errors.username = 'Please enter your email or username';
  if (!password) errors.password = 'Password is required';
  else if (password.length < PASSWORD_MIN)
    errors.password = `Password must be at least ${PASSWORD_MIN} characters`;
  return errors;
}

export function LoginForm() {
  const dispatch = useAppDispatch();
  const { requesting, error } = useAppSelector(selectLoginAuth);
  // The server's refusal stays next to the form until the user edits what they typed (not a 6-second toast).
  const [dismissed, setDismissed] = useState<typeof error>(null);
  const serverError = error && error !== dismissed ? error.message || MESSAGES.loginFallback : null;
  const id = useId();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [touched, setTouched] = useState(false);

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const found = validateLogin(username, password);
    setErrors(found);
    setTouched(true);
    if (found.username) document.getElementById(`${id}-username`)?.focus();
    else if (found.password) document.getElementById(`${id}-password`)?.focus();
    if (found.username || found.password) return;
    dispatch(loginRequested({ username: username.trim(), password, remember }));
  };

  const revalidate = (u: string, p: string) => {
    setDismissed(error);
    if (touched) setErrors(validateLogin(u, p));
  };

  return (
    <form name="login" noValidate onSubmit={onSubmit}>
      <div className="pf-field">
        <label className="pf-label" htmlFor={`${id}-username`}>
          Email or username
        </label>
        <input
          id={`${id}-username`}
          name="username"
          className="pf-input"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={username}
          aria-invalid={Boolean(errors.username)}
          aria-describedby={errors.username ? `${id}-username-error` : undefined}
          onChange={(e) => {
            setUsername(e.target.value);
            revalidate(e.target.value, password);
          }}
        />
        {errors.username ? (
          <div className="pf-error" id={`${id}-username-error`}>
            {errors.username}
          </div>
        ) : null}
      </div>
      <div className="pf-field">
        <label className="pf-label" htmlFor={`${id}-password`}>
          Password
        </label>
        <div className="pf-input-wrap">
          <input
            id={`${id}-password`}
            name="password"
            type={showPassword ? 'text' : 'password'}
            className="pf-input pf-input--with-toggle"
            autoComplete="current-password"
            value={password}
            aria-invalid={Boolean(errors.password)}
            aria-describedby={errors.password ? `${id}-password-error` : undefined}
            onChange={(e) => {
              setPassword(e.target.value);
              revalidate(username, e.target.value);
            }}
          />
          <button
            type="button"
            className="pf-toggle"
            aria-pressed={showPassword}
            aria-controls={`${id}-password`}
            onClick={() => setShowPassword((v) => !v)}
          >
            {showPassword ? 'Hide' : 'Show'}
            <span className="sr-only"> password</span>
          </button>
        </div>
        {errors.password ? (
          <div className="pf-error" id={`${id}-password-error`}>
            {errors.password}
          </div>
        ) : null}
      </div>
      <div className="auth-split__links" style={{ marginBottom: 16, alignItems: 'center' }}>
        <label className="pf-check">
          <input
            type="checkbox"
            name="remember"
            checked={remember}
            onChange={(e) => setRemember(e.target.checked)}
          />
          Remember me
        </label>
        <Link href={paths.auth.forgotPassword}>Forgot password?</Link>
      </div>
      {serverError ? (
        <div className="pf-alert" role="alert" id={`${id}-server-error`}>
          {serverError}
        </div>
      ) : null}
      <button
        type="submit"
        className="pf-btn pf-btn--primary"
        aria-busy={requesting}
        disabled={requesting}
        aria-describedby={serverError ? `${id}-server-error` : undefined}
      >
        Log in
      </button>
      <p style={{ marginTop: 16, textAlign: 'center' }}>
        Don&apos;t have an account yet? <Link href={paths.auth.register}>Sign up</Link>
      </p>
    </form>
  );
}
