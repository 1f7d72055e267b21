// Sticky header (reference §6.2): icon nav + avatar button opening the profile drawer when signed in;
// logo, "Log in" and "Sign up" otherwise. On phones (≤ 640 px) the signed-in navigation becomes a bottom bar with
// labels (chrome.css) and the search field yields to a search button that opens the directory's own search. antd-free (it also sits on plain pages): the drawer and the antd provider
// it needs load on the first click.
import { useState } from 'react';
import { Link } from '@/components/link';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { HomeIcon, MessageIcon, PlusCircleIcon, SearchIcon, TeamIcon } from '@/components/icons';
import { OnDemandAntd } from '@/theme/on-demand-antd';
import { useAppSelector } from '@/store/hooks';
import { selectUnreadConversations } from '@/features/realtime';
import { selectLoggedIn } from '@/features/auth';
import { selectCurrentUser } from '@/features/user';
import { paths } from '@/config/paths';
import { DEFAULT_AVATAR } from '@/config/constants';
import { SiteLogo } from './site-logo';
import { HeaderSearch } from '@/features/search';
import { useLoginHref } from '@/lib/use-login-href';

const ICON_STYLE = { fontSize: 20 };

const ProfileDrawer = dynamic(() => import('./profile-drawer').then((m) => m.ProfileDrawer), { ssr: false });

function NavLink({
  href,
  label,
  short,
  icon,
  badge,
}: {
  href: string;
  label: string;
  short?: string;
  icon: React.ReactNode;
  /** a count shown on the link (unread conversations) */
  badge?: number;
}) {
  const { asPath } = useRouter();
  const current = asPath === href || asPath.startsWith(`${href}?`);
  return (
    <Link
      href={href}
      className="site-nav__link"
      aria-current={current ? 'page' : undefined}
      aria-label={badge ? `${label}, ${badge} unread` : short ? label : undefined}
    >
      {icon}
      <span className="site-nav__text">{short ?? label}</span>
      {badge ? (
        <span className="site-nav__badge" aria-hidden="true">
          {badge > 99 ? '99+' : badge}
        </span>
      ) : null}
    </Link>
  );
}

export function SiteHeader() {
  const loggedIn = useAppSelector(selectLoggedIn);
  const user = useAppSelector(selectCurrentUser);
  const unread = useAppSelector(selectUnreadConversations);
  const [open, setOpen] = useState(false);
  const loginLink = useLoginHref();
  const [drawerLoaded, setDrawerLoaded] = useState(false);

  const signedIn = loggedIn && user;
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <SiteLogo href={signedIn ? paths.home : paths.auth.login} />
        {signedIn && user.isPerformer ? null : (
          <>
            <HeaderSearch />
            <Link href={paths.creators} className="site-nav__link phone-search">
              <SearchIcon style={ICON_STYLE} />
              <span className="site-nav__text">Search creators</span>
            </Link>
          </>
        )}
        <nav className={signedIn ? 'site-nav site-nav--app' : 'site-nav'} aria-label="Main">
          {signedIn ? (
            <>
              <NavLink href={paths.home} label="Home" icon={<HomeIcon style={ICON_STYLE} />} />
              {user.isPerformer ? (
                <NavLink
                  href={paths.creator.createPost}
                  label="Create post"
                  icon={<PlusCircleIcon style={ICON_STYLE} />}
                />
              ) : (
                <NavLink
                  href={paths.creators}
                  label="Discover creators"
                  short="Discover"
                  icon={<TeamIcon style={ICON_STYLE} />}
                />
              )}
              <NavLink
                href={paths.messages}
                label="Messages"
                icon={<MessageIcon style={ICON_STYLE} />}
                badge={unread}
              />
              <button
                type="button"
                className="avatar-button"
                aria-label="Open profile menu"
                aria-haspopup="dialog"
                aria-expanded={open}
                onClick={() => {
                  setDrawerLoaded(true);
                  setOpen(true);
                }}
              >
                <img
                  src={user.avatar || DEFAULT_AVATAR}
                  alt=""
                  width={36}
                  height={36}
                  style={{ borderRadius: '50%', objectFit: 'cover', display: 'block' }}
                />
                <span className="site-nav__text" aria-hidden>
                  Account
                </span>
              </button>
            </>
          ) : (
            <>
              <Link href={loginLink} className="site-nav__link">
                Log in
              </Link>
              <Link href={paths.auth.register} className="site-nav__link">
                Sign up
              </Link>
            </>
          )}
        </nav>
      </div>
      {signedIn && drawerLoaded ? (
        <OnDemandAntd>
          <ProfileDrawer open={open} onClose={() => setOpen(false)} />
        </OnDemandAntd>
      ) : null}
    </header>
  );
}
