// Google reCAPTCHA v2 checkbox, loaded only when the site has a key (setting recaptchaSiteKey).
import { useEffect, useRef } from 'react';

interface Grecaptcha {
  render(el: HTMLElement, opts: Record<string, unknown>): number;
  reset(id?: number): void;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    __fpRecaptchaLoaded?: () => void;
  }
}

const SCRIPT_ID = 'google-recaptcha';
let loading: Promise<Grecaptcha> | null = null;

function loadRecaptcha(): Promise<Grecaptcha> {
  if (window.grecaptcha?.render) return Promise.resolve(window.grecaptcha);
  if (loading) return loading;
  loading = new Promise((resolve, reject) => {
    window.__fpRecaptchaLoaded = () =>
      window.grecaptcha ? resolve(window.grecaptcha) : reject(new Error('no grecaptcha'));
    const script = document.createElement('script');
    script.id = SCRIPT_ID;
    script.src = 'https://www.google.com/recaptcha/api.js?onload=__fpRecaptchaLoaded&render=explicit';
    script.async = true;
    script.defer = true;
    script.onerror = () => {
      loading = null;
      reject(new Error('reCAPTCHA failed to load'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

interface Props {
  siteKey: string;
  onChange: (token: string) => void;
  /** bump to reset the widget (after a failed submit the token is spent) */
  resetKey?: number;
}

export function Recaptcha({ siteKey, onChange, resetKey = 0 }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const widget = useRef<number | null>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  useEffect(() => {
    let active = true;
    loadRecaptcha()
      .then((g) => {
        if (!active || !ref.current || widget.current !== null) return;
        widget.current = g.render(ref.current, {
          sitekey: siteKey,
          callback: (token: string) => onChangeRef.current(token),
          'expired-callback': () => onChangeRef.current(''),
        });
      })
      .catch(() => undefined); // the API then answers "Please confirm that you are not a robot"
    return () => {
      active = false;
    };
  }, [siteKey]);

  useEffect(() => {
    if (resetKey > 0 && widget.current !== null) {
      window.grecaptcha?.reset(widget.current);
      onChangeRef.current('');
    }
  }, [resetKey]);

  return <div ref={ref} className="recaptcha" />;
}
