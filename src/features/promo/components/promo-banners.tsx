// Site promo banners (GET /site-promo/search) for the home page. Links are http(s) or site paths only.
import { useEffect, useState } from 'react';
import { searchSitePromos } from '../api';
import { type SitePromo } from '../types';

export function PromoBanners({ className, position }: { className?: string; position?: string }) {
  const [banners, setBanners] = useState<SitePromo[]>([]);

  useEffect(() => {
    let active = true;
    searchSitePromos(position ? { position } : {})
      .then((list) => active && setBanners(list))
      .catch(() => undefined); // banners are decoration: no error state
    return () => {
      active = false;
    };
  }, [position]);

  if (banners.length === 0) return null;
  return (
    <section aria-label="Promotions" style={{ display: 'grid', gap: 8 }}>
      {banners.map((b) => {
        const image = b.imageUrl ? (
          <img
            src={b.imageUrl}
            alt={b.title || 'Promotion'}
            loading="lazy"
            style={{ width: '100%', display: 'block' }}
          />
        ) : (
          <strong>{b.title}</strong>
        );
        const external = /^https?:/.test(b.link);
        return b.link ? (
          <a
            key={b._id}
            className={className}
            href={b.link}
            {...(external ? { target: '_blank', rel: 'nofollow noopener noreferrer' } : {})}
          >
            {image}
          </a>
        ) : (
          <div key={b._id} className={className}>
            {image}
          </div>
        );
      })}
    </section>
  );
}
