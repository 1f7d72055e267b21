import type { ReactNode } from 'react';

/** Auth screens: illustration on the left (desktop), the form panel on the right. */
export function AuthSplit({ children, logo }: { children: ReactNode; logo?: ReactNode }) {
  return (
    <div className="auth-split">
      <div className="auth-split__art" aria-hidden>
        <img src="/auth-side.svg" alt="" width={640} height={800} />
      </div>
      <div className="auth-split__panel">
        <div className="auth-split__form">
          {logo ? <div className="auth-split__logo">{logo}</div> : null}
          {children}
        </div>
      </div>
    </div>
  );
}
