// Google and Twitter sign-in, each shown only when the site configures it. The Google Identity Services
// script is loaded only then; its credential (an ID token) is exchanged for an API token, and the saga
// continues as for a password login. Antd-free like the rest of the login screen.

type Notify = (kind: FlashKind, text: string) => void;
import { useEffect, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectSettings } from '@/features/settings';
import { useRouter } from 'next/router';
import type { FlashKind } from '@/components/flash-message';
import { clearTwitterCookies, getTwitterCookies, setTwitterCookies } from '@/lib/cookies';
import { toApiError } from '@/lib/api-error';
import { MESSAGES } from '@/config/constants';
import { googleLogin, twitterCallback, twitterLoginStart } from '../api';
import { socialLoginRequested } from '../auth-slice';

const GIS_SRC = 'https://accounts.google.com/gsi/client';

interface GoogleId {
  initialize: (cfg: { client_id: string; callback: (r: { credential?: string }) => void }) => void;
  renderButton: (el: HTMLElement, opts: Record<string, unknown>) => void;
}
type GoogleWindow = Window & { google?: { accounts?: { id?: GoogleId } } };

function loadGis(): Promise<GoogleId> {
  const w = window as GoogleWindow;
  if (w.google?.accounts?.id) return Promise.resolve(w.google.accounts.id);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GIS_SRC;
    script.async = true;
    script.onload = () => (w.google?.accounts?.id ? resolve(w.google.accounts.id) : reject(new Error('gis')));
    script.onerror = () => reject(new Error('Google sign-in is unavailable'));
    document.head.appendChild(script);
  });
}

function GoogleButton({ clientId, onMessage }: { clientId: string; onMessage: Notify }) {
  const dispatch = useAppDispatch();
  const ref = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let active = true;
    loadGis()
      .then((gis) => {
        if (!active || !ref.current) return;
        gis.initialize({
          client_id: clientId,
          callback: ({ credential }) => {
            if (!credential) return;
            googleLogin(credential)
              .then(({ token }) => dispatch(socialLoginRequested({ token, remember: true })))
              .catch((err: unknown) => onMessage('error', toApiError(err, MESSAGES.loginFallback).message));
          },
        });
        gis.renderButton(ref.current, { theme: 'outline', size: 'large', text: 'signin_with', width: 320 });
      })
      .catch(() => active && setFailed(true));
    return () => {
      active = false;
    };
  }, [clientId, dispatch, onMessage]);

  if (failed) return null;
  return <div ref={ref} aria-label="Sign in with Google" style={{ minHeight: 44 }} />;
}

function TwitterButton({ onMessage }: { onMessage: Notify }) {
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    try {
      const callbackUrl = `${window.location.origin}/auth/login`;
      const res = await twitterLoginStart(callbackUrl);
      setTwitterCookies({
        oauthToken: res.oauthToken,
        oauthTokenSecret: res.oauthTokenSecret,
        callbackUrl,
        role: 'user',
      });
      window.location.assign(res.url);
    } catch (err) {
      onMessage('error', toApiError(err, MESSAGES.genericFallback).message);
      setBusy(false);
    }
  };
  return (
    <button type="button" className="pf-btn" aria-busy={busy} disabled={busy} onClick={start}>
      Sign in with Twitter
    </button>
  );
}

/** Twitter sends the browser back to /auth/login?oauth_token=…&oauth_verifier=…: finish the login here. */
function TwitterCallback({ onMessage }: { onMessage: Notify }) {
  const dispatch = useAppDispatch();
  const { query, isReady } = useRouter();
  const verifier = typeof query.oauth_verifier === 'string' ? query.oauth_verifier : '';
  useEffect(() => {
    if (!isReady || !verifier) return;
    const saved = getTwitterCookies();
    if (!saved.oauthToken || !saved.oauthTokenSecret) return;
    twitterCallback({
      oauthToken: saved.oauthToken,
      oauthTokenSecret: saved.oauthTokenSecret,
      oauthVerifier: verifier,
      role: saved.role,
    })
      .then(({ token }) => dispatch(socialLoginRequested({ token, remember: true })))
      .catch((err: unknown) => onMessage('error', toApiError(err, MESSAGES.loginFallback).message))
      .finally(clearTwitterCookies);
  }, [isReady, verifier, dispatch, onMessage]);
  return null;
}

export function SocialLogin({ onMessage }: { onMessage: Notify }) {
  const { googleLoginClientId, twitterLoginEnabled } = useAppSelector(selectSettings);
  if (!googleLoginClientId && !twitterLoginEnabled) return null;
  return (
    <>
      <div className="auth-social">
        {googleLoginClientId ? <GoogleButton clientId={googleLoginClientId} onMessage={onMessage} /> : null}
        {twitterLoginEnabled ? <TwitterButton onMessage={onMessage} /> : null}
        {twitterLoginEnabled ? <TwitterCallback onMessage={onMessage} /> : null}
      </div>
      <div className="pf-divider">or</div>
    </>
  );
}
