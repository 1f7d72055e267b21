// SEO and Open Graph tags of a video, gallery or product page, rendered on the server. The image is always a
// public marketing image (creator-chosen thumbnail, gallery cover, product image) or the creator's avatar:
// never a protected file.
import Head from 'next/head';

interface Props {
  title: string;
  description: string;
  /** absolute origin of the web app ('' = relative) */
  origin: string;
  path: string;
  image: string;
  type?: 'video.other' | 'article' | 'product';
}

export function AssetSeo({ title, description, origin, path, image, type = 'article' }: Props) {
  const url = `${origin}${path}`;
  const absoluteImage = image && !/^https?:\/\//.test(image) ? `${origin}${image}` : image;
  return (
    <Head>
      <title key="title">{title}</title>
      <meta key="description" name="description" content={description} />
      <link key="canonical" rel="canonical" href={url} />
      <meta key="og:type" property="og:type" content={type} />
      <meta key="og:title" property="og:title" content={title} />
      <meta key="og:description" property="og:description" content={description} />
      <meta key="og:url" property="og:url" content={url} />
      {absoluteImage ? <meta key="og:image" property="og:image" content={absoluteImage} /> : null}
      <meta
        key="twitter:card"
        name="twitter:card"
        content={absoluteImage ? 'summary_large_image' : 'summary'}
      />
      <meta key="twitter:title" name="twitter:title" content={title} />
      <meta key="twitter:description" name="twitter:description" content={description} />
      {absoluteImage ? <meta key="twitter:image" name="twitter:image" content={absoluteImage} /> : null}
    </Head>
  );
}
