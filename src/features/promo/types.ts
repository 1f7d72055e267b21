// Site banners (reference §4.3 Banner, GET /site-promo/search) as client models.
import type { SitePromoJson } from '@api/schemas/site';
import { asRaw, strictStr } from '@/lib/raw-json';

export interface SitePromo {
  _id: string;
  title: string;
  description: string;
  link: string;
  position: string;
  imageUrl: string;
}

/** Only http(s) links are followed (spec §5 "A link check accepts http or https URLs"); others become ''. */
export function safeLink(value: string): string {
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : '';
  } catch {
    return '';
  }
}

export function toSitePromo(raw: unknown): SitePromo {
  const r = asRaw<SitePromoJson>(raw);
  const photo = asRaw<SitePromoJson['photo']>(r.photo);
  return {
    _id: strictStr(r._id),
    title: strictStr(r.title),
    description: strictStr(r.description),
    link: safeLink(strictStr(r.link)),
    position: strictStr(r.position),
    imageUrl: strictStr(photo.url),
  };
}
