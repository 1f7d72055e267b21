import Head from 'next/head';
import { Link } from '@/components/link';
import { ResultArt } from './result-art';
import styles from './error-result.module.css';

interface Props {
  status: '403' | '404' | '500';
  title: string;
  text: string;
}

/** Error pages (404, _error, a CMS page, a post that cannot be edited): plain HTML with Home and Contact links. */
export function ErrorResult({ status, title, text }: Props) {
  return (
    <div className="container container-narrow">
      <section className={styles.result}>
        <ResultArt statusCode={Number(status)} className={styles.art} />
        <h1>{title}</h1>
        <p>{text}</p>
        <div className={styles.links}>
          <Link href="/home">Go to home page</Link>
          <Link href="/contact">Contact us</Link>
        </div>
      </section>
    </div>
  );
}

const NOT_FOUND = 'Page not found';

/**
 * A whole error page for an HTTP status (404, _error, a CMS page that failed): 404 says the page does not exist,
 * anything else is "Something went wrong" with the caller's `text`.
 */
export function StatusErrorPage({ statusCode, text }: { statusCode: number; text: string }) {
  const notFound = statusCode === 404;
  const title = notFound ? NOT_FOUND : 'Something went wrong';
  return (
    <>
      <Head>
        <title>{title}</title>
      </Head>
      <ErrorResult
        status={notFound ? '404' : '500'}
        title={title}
        text={notFound ? 'Sorry, the page you visited does not exist.' : text}
      />
    </>
  );
}
