import { Link } from '@/components/link';
import { useAppSelector } from '@/store/hooks';
import { selectUi } from '@/features/ui';

/** Site logo (dark variant in dark mode) or the site name; links to `href`. */
export function SiteLogo({ href }: { href: string }) {
  const { logo, darkmodeLogo, siteName, theme } = useAppSelector(selectUi);
  const src = theme === 'dark' && darkmodeLogo ? darkmodeLogo : logo;
  const name = siteName || 'Fanplatform';
  return (
    <Link href={href} className="site-logo" aria-label={name}>
      {src ? <img src={src} alt="" height={32} /> : <img src="/logo.svg" alt="" width={32} height={32} />}
      <span aria-hidden>{name}</span>
    </Link>
  );
}
