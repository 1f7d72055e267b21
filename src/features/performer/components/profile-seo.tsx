// SEO and Open Graph tags of a creator profile (reference §6.3 SeoMetaHead), rendered on the server.
import Head from 'next/head';
import { paths } from '@/config/paths';
import { type PerformerProfile, performerProfileId } from '../types';

/** The bio as one line of at most 160 characters. */
export function metaDescription(profile: Pick<PerformerProfile, 'bio' | 'name' | 'username'>): string {
  const text = profile.bio.replace(/\s+/g, ' ').trim();
  if (!text) return `${profile.name || profile.username} on our site: posts, videos, photos and more.`;
  return text.length > 160 ? `${text.slice(0, 157).trimEnd()}...` : text;
}

export function profileTitle(profile: Pick<PerformerProfile, 'name' | 'username'>, siteName: string): string {
  return `${profile.name || profile.username} (@${profile.username}) | ${siteName}`;
}

interface Props {
  profile: PerformerProfile;
  siteName: string;
  /** absolute origin of the web app, e.g. https://example.com ('' = relative canonical) */
  origin: string;
}

export function ProfileSeo({ profile, siteName, origin }: Props) {
  const title = profileTitle(profile, siteName);
  const description = metaDescription(profile);
  const url = `${origin}${paths.profile(performerProfileId(profile))}`;
  const image = profile.avatar.startsWith('http') ? profile.avatar : `${origin}${profile.avatar}`;
  return (
    <Head>
      <title key="title">{title}</title>
      <meta key="description" name="description" content={description} />
      <link key="canonical" rel="canonical" href={url} />
      <meta key="og:type" property="og:type" content="profile" />
      <meta key="og:site_name" property="og:site_name" content={siteName} />
      <meta key="og:title" property="og:title" content={title} />
      <meta key="og:description" property="og:description" content={description} />
      <meta key="og:url" property="og:url" content={url} />
      <meta key="og:image" property="og:image" content={image} />
      <meta key="profile:username" property="profile:username" content={profile.username} />
      <meta key="twitter:card" name="twitter:card" content="summary" />
      <meta key="twitter:title" name="twitter:title" content={title} />
      <meta key="twitter:description" name="twitter:description" content={description} />
      <meta key="twitter:image" name="twitter:image" content={image} />
    </Head>
  );
}
