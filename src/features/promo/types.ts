// Site banners (reference §4.3 Banner, GET /site-promo/search) as client models.
export interface SitePromo {
  _id: string;
  title: string;
  description: string;
  link: string;
  position: string;
  imageUrl: string;
}

type Raw = Record<string, unknown>;
const asRaw = (v: unknown): Raw => (v && typeof v === 'object' ? (v as Raw) : {});
const str = (v: unknown) => (typeof v === 'string' ? v : '');

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
  const r = asRaw(raw);
  const photo = asRaw(r.photo);
  return {
    _id: str(r._id),
    title: str(r.title),
    description: str(r.description),
    link: safeLink(str(r.link)),
    position: str(r.position),
    imageUrl: str(photo.url),
  };
}
