// An update page whose item could not be loaded (deleted, another creator's, API down): the API's message and
// the way back to the table. antd-free, laid out like antd's Result.
import { type ApiError } from '@/lib/api-error';
import { ResultArt } from '@/components/result-art';
import { LinkButton } from './link-button';
import styles from './studio.module.css';

export function LoadError({
  error,
  backHref,
  backText,
}: {
  error: ApiError;
  backHref: string;
  backText: string;
}) {
  const notFound = error.statusCode === 404;
  return (
    <section className={styles.result}>
      <ResultArt statusCode={error.statusCode} className={styles.resultArt} />
      <h1 style={{ fontSize: 22, margin: '12px 0 4px' }}>
        {notFound ? 'Not found' : 'Could not load this item'}
      </h1>
      <p>{error.message}</p>
      <LinkButton href={backHref}>{backText}</LinkButton>
    </section>
  );
}
