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
