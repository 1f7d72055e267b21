// Admin footer HTML (setting footerContent). The server fetched and sanitized it (app-store/bootstrap.ts), so the
// browser renders it without loading a sanitizer.
import { SafeHtml } from '@/components/safe-html';
import { useAppSelector } from '@/store/hooks';
import { selectUi } from '@/features/ui';

export function FooterContent() {
  const { footerHtml } = useAppSelector(selectUi);
  return <SafeHtml html={footerHtml || null} className="site-footer__content" />;
}
