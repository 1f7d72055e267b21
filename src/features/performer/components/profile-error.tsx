// A refused or missing profile (reference §2.3): the API's status as the heading, its message, a way home.
// Plain HTML (the profile page ships without antd), laid out like antd's Result.
import { Link } from '@/components/link';
import { type ApiError } from '@/lib/api-error';
import { paths } from '@/config/paths';
import { ResultArt } from '@/components/result-art';
import styles from './creator-controls.module.css';

export function ProfileError({ error }: { error: ApiError }) {
  return (
    <section className={styles.result}>
      <ResultArt statusCode={error.statusCode} className={styles.resultArt} />
      <h1>{error.statusCode || 'Error'}</h1>
      <p>{error.message}</p>
      <Link href={paths.home}>Go to home page</Link>
    </section>
  );
}
