// The one footer of every page (reference §6.2): the site's links, the account link by login state, the admin's
// footer menus and the footerContent HTML.
// Link names differ from the header's ("Login" vs "Log in", "Feed" vs "Home") so every accessible
// name on a page stays unique.
import { Link } from '@/components/link';
import { useAppSelector } from '@/store/hooks';
import { selectLoggedIn } from '@/features/auth';
import { selectUi } from '@/features/ui';
import { paths } from '@/config/paths';
import type { Menu } from '@/config/constants';
import { FooterContent } from '@/features/settings';

const isExternal = (path: string) => /^https?:\/\//i.test(path);

function MenuLink({ menu }: { menu: Menu }) {
  if (isExternal(menu.path) || menu.isNewTab) {
    return (
      <a href={menu.path} target={menu.isNewTab ? '_blank' : undefined} rel="noopener noreferrer">
        {menu.title}
      </a>
    );
  }
  return <Link href={menu.path}>{menu.title}</Link>;
}

export function SiteFooter() {
  const loggedIn = useAppSelector(selectLoggedIn);
  const { menus, siteName } = useAppSelector(selectUi);
  const footerMenus = (menus ?? []).filter((m) => m.section === 'footer');
  // One footer on every page: the site's links are the same for everyone, only the account link follows login.
  const links = [
    ...(loggedIn
      ? [{ href: paths.home, label: 'Feed' }]
      : [
          { href: paths.auth.login, label: 'Login' },
          { href: paths.auth.register, label: 'Register' },
        ]),
    { href: paths.creators, label: 'Creators' },
    { href: paths.contact, label: 'Contact' },
  ];

  return (
    <footer className="site-footer">
      <nav aria-label="Footer">
        <ul className="site-footer__links">
          {links.map((l) => (
            <li key={l.href}>
              <Link href={l.href}>{l.label}</Link>
            </li>
          ))}
          {footerMenus.map((m) => (
            <li key={m._id}>
              <MenuLink menu={m} />
            </li>
          ))}
        </ul>
      </nav>
      <FooterContent />
      <div className="site-footer__copy">
        © {new Date().getFullYear()} {siteName || 'Fanplatform'}
      </div>
    </footer>
  );
}
