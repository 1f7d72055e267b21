// The console's own top bar: the site's name, the console's sections (the current one marked for screen readers
// too) and the way back to the site. No fan or creator header, no footer.
import { Link } from '@/components/link';
import { useRouter } from 'next/router';
import { paths } from '@/config/paths';
import styles from './admin.module.css';

/** The section a page belongs to: its own address, or below it (an account under People); the home only itself. */
function current(pathname: string, href: string): boolean {
  return pathname === href || (href !== paths.admin.home && pathname.startsWith(`${href}/`));
}

const SECTIONS = [
  { href: paths.admin.home, label: 'Dashboard' },
  { href: paths.admin.verifications, label: 'Verifications' },
  { href: paths.admin.payouts, label: 'Payouts' },
  { href: paths.admin.people, label: 'People' },
  { href: paths.admin.moderation, label: 'Moderation' },
  { href: paths.admin.refunds, label: 'Refunds' },
  { href: paths.admin.coupons, label: 'Coupons' },
  { href: paths.admin.ledger, label: 'Ledger' },
  { href: paths.admin.settings, label: 'Settings' },
  { href: paths.admin.banners, label: 'Banners' },
  { href: paths.admin.pages, label: 'Pages' },
  { href: paths.admin.audit, label: 'Audit log' },
];

export function AdminBar({ siteName }: { siteName: string }) {
  const { pathname } = useRouter();
  return (
    <header className={styles.bar}>
      <Link className={styles.brand} href={paths.admin.home}>
        {siteName || 'Fanplatform'} · Console
      </Link>
      <nav aria-label="Console">
        <ul className={styles.nav}>
          {SECTIONS.map((s) => (
            <li key={s.href}>
              <Link href={s.href} aria-current={current(pathname, s.href) ? 'page' : undefined}>
                {s.label}
              </Link>
            </li>
          ))}
          <li>
            <Link href={paths.home}>Back to the site</Link>
          </li>
        </ul>
      </nav>
    </header>
  );
}
