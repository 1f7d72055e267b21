// Where a page's flags send its reader (reference §2.1; onlyPerformer enforced for real): the one decision the
// server's first render and the browser's navigations both make (bootstrap.ts, bootstrap-server.ts).
import type { NextPageContext } from 'next';
import { paths } from '@/config/paths';
import type { PublicEnv } from '@/config/env';
import { safeNextPath } from '@/lib/next-path';
import { type CurrentUser, landingPathFor } from '@/features/user';

export interface PageFlags {
  authenticate?: boolean;
  onlyPerformer?: boolean;
  /** fan-only pages (wallet, cards): a creator is sent to their own landing page */
  onlyUser?: boolean;
  /** the operator console: a visitor is sent to login, any other signed-in account to its own landing page */
  onlyAdmin?: boolean;
  noredirect?: boolean;
  guestOnly?: boolean;
  layout?: 'primary' | 'public' | 'blank' | 'home' | 'admin';
}

export interface AppBootResult {
  /** the page's own data work, started beside the user call (`alongside`); settles, never rejects unseen */
  alongside?: Promise<unknown>;
  geoBlocked: boolean;
  maintenance: boolean;
  /** the API could not be reached for this render (server side): the page answers 503 */
  apiDown?: boolean;
  redirect?: string;
  env: PublicEnv;
}

/** Login, remembering where the visitor was going (only same-origin paths survive, see safeNextPath). */
function loginFor(ctx: NextPageContext): string {
  const next = safeNextPath(ctx.asPath);
  return next ? `${paths.auth.login}?next=${encodeURIComponent(next)}` : paths.auth.login;
}

export function guardRedirect(
  flags: PageFlags,
  isLoggedIn: boolean,
  user: CurrentUser | null,
  ctx: NextPageContext,
): string | undefined {
  if (flags.authenticate && !flags.noredirect && !isLoggedIn) return loginFor(ctx);
  // A signed-in fan on a creator page also lands on login (spec §6), where they may switch accounts.
  if (flags.onlyPerformer && !(isLoggedIn && user?.isPerformer)) return loginFor(ctx);
  if (flags.onlyUser && isLoggedIn && user?.isPerformer) return landingPathFor(user);
  // Not a 404: the console's address is no secret, and the API refuses every /admin call to a non-operator.
  if (flags.onlyAdmin && !(isLoggedIn && user?.isAdmin))
    return isLoggedIn && user ? landingPathFor(user) : loginFor(ctx);
  // The login page sends signed-in users home, unless they were sent there to switch accounts (?next=).
  if (flags.guestOnly && isLoggedIn && !ctx.query?.next) return user ? landingPathFor(user) : paths.home;
  return undefined;
}

export function withoutLoop(target: string | undefined, ctx: NextPageContext): string | undefined {
  if (!target) return undefined;
  const current = (ctx.asPath ?? ctx.pathname ?? '').split('?')[0];
  return current === target.split('?')[0] ? undefined : target;
}
