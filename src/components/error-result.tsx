import Head from 'next/head';
import Link from 'next/link';
import { Result } from 'antd';
import type { ResultProps } from 'antd';

interface Props {
  status: ResultProps['status'];
  title: string;
  text: string;
}

/** Error pages (404, _error): antd Result with Home and Contact links. */
export function ErrorResult({ status, title, text }: Props) {
  return (
    <div className="container container-narrow">
      <Result
        status={status}
        title={<h1 style={{ fontSize: 24, margin: 0 }}>{title}</h1>}
        subTitle={text}
        extra={
          <div style={{ display: 'flex', gap: 12, justifyContent: 'center', flexWrap: 'wrap' }}>
            <Link href="/home">Go to home page</Link>
            <Link href="/contact">Contact us</Link>
          </div>
        }
      />
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
