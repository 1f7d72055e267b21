// A refused or missing profile (reference §2.3): the API's status as the heading, its message, a way home.
// Plain HTML (the profile page ships without antd), laid out like antd's Result.
import Link from 'next/link';
import { type ApiError } from '@/lib/api-error';
import { paths } from '@/config/paths';
import styles from './performer.module.css';

function Art({ statusCode }: { statusCode: number }) {
  // 403: a lock; 404: a magnifier; otherwise a warning sign
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
      className={styles.resultArt}
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

export function ProfileError({ error }: { error: ApiError }) {
  return (
    <section className={styles.result}>
      <Art statusCode={error.statusCode} />
      <h1>{error.statusCode || 'Error'}</h1>
      <p>{error.message}</p>
      <Link href={paths.home}>Go to home page</Link>
    </section>
  );
}
