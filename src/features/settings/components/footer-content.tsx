// Admin footer HTML (setting `footerContent`), fetched after mount and rendered only through SafeHtml,
// which is itself loaded lazily so sanitize-html stays out of first-load bundles.
import { useEffect, useState } from 'react';
import dynamic from 'next/dynamic';
import { getSettingsByKeys } from '../api';

const SafeHtml = dynamic(() => import('@/components/safe-html').then((m) => m.SafeHtml), { ssr: false });

export function FooterContent() {
  const [html, setHtml] = useState('');

  useEffect(() => {
    let active = true;
    getSettingsByKeys(['footerContent'])
      .then((values) => {
        if (active && typeof values.footerContent === 'string') setHtml(values.footerContent);
      })
      .catch(() => undefined); // the footer text is decoration: a failure just leaves it out
    return () => {
      active = false;
    };
  }, []);

  if (!html) return null;
  return <SafeHtml html={html} className="site-footer__content" />;
}
