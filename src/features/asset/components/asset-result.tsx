// A refused, missing or failed item (reference §2.3): 404 → "Page not found", 403 → the API's message (e.g.
// "You have been blocked by this creator"), otherwise the error. Plain HTML: the asset pages ship without antd.
import Head from 'next/head';
import { Link } from '@/components/link';
import { paths } from '@/config/paths';
import { ResultArt } from '@/components/result-art';
import { type ApiError } from '@/lib/api-error';
import styles from './asset-controls.module.css';

export function AssetResult({ error }: { error: ApiError }) {
  const notFound = error.statusCode === 404;
  const title = notFound
    ? 'Page not found'
    : error.statusCode === 403
      ? '403'
      : error.statusCode
        ? String(error.statusCode)
        : 'Error';
  const text = notFound ? 'Sorry, the page you visited does not exist.' : error.message;
  return (
    <section className={styles.result}>
      <Head>
        <title key="title">{notFound ? 'Page not found' : 'Something went wrong'}</title>
        <meta key="robots" name="robots" content="noindex" />
      </Head>
      <ResultArt statusCode={error.statusCode} />
      <h1>{title}</h1>
      <p>{text}</p>
      <Link href={paths.home}>Go to home page</Link>
    </section>
  );
}
