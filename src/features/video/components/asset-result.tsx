// A refused, missing or failed item (reference §2.3): 404 → "Page not found", 403 → the API's message (e.g.
// "You has been blocked by this model"), otherwise the error. Plain HTML: the asset pages ship without antd.
import Head from 'next/head';
import Link from 'next/link';
import { paths } from '@/config/paths';
import { type ApiError } from '@/lib/api-error';
import styles from './assets.module.css';

function Art({ statusCode }: { statusCode: number }) {
  const shape =
    statusCode === 403 ? (
      <>
        <rect x="5" y="11" width="14" height="10" rx="2" />
        <path d="M8 11V8a4 4 0 0 1 8 0v3m-4 4v2" />
      </>
    ) : statusCode === 404 ? (
      <>
        <circle cx="10.5" cy="10.5" r="6.5" />
        <path d="m15.5 15.5 5 5M8.5 8.5l4 4m0-4-4 4" />
      </>
    ) : (
      <path d="M12 3 2 20h20L12 3zm0 6v5m0 3h.01" />
    );
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.4}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      focusable="false"
    >
      {shape}
    </svg>
  );
}

export function AssetResult({ error }: { error: ApiError }) {
  const notFound = error.statusCode === 404;
  const title = notFound ? 'Page not found' : error.statusCode === 403 ? '403' : error.statusCode ? String(error.statusCode) : 'Error';
  const text = notFound ? 'Sorry, the page you visited does not exist.' : error.message;
  return (
    <section className={styles.result}>
      <Head>
        <title key="title">{notFound ? 'Page not found' : 'Something went wrong'}</title>
        <meta key="robots" name="robots" content="noindex" />
      </Head>
      <Art statusCode={error.statusCode} />
      <h1>{title}</h1>
      <p>{text}</p>
      <Link href={paths.home}>Go to home page</Link>
    </section>
  );
}
