// A refused or missing profile: the API's status and message as an antd Result (reference §2.3).
import Link from 'next/link';
import { Result } from 'antd';
import type { ResultProps } from 'antd';
import { type ApiError } from '@/lib/api-error';
import { paths } from '@/config/paths';

function resultStatus(statusCode: number): ResultProps['status'] {
  if (statusCode === 403) return '403';
  if (statusCode === 404) return '404';
  return statusCode >= 500 || statusCode === 0 ? '500' : 'warning';
}

export function ProfileError({ error }: { error: ApiError }) {
  return (
    <Result
      status={resultStatus(error.statusCode)}
      title={<h1 style={{ fontSize: 24, margin: 0 }}>{error.statusCode || 'Error'}</h1>}
      subTitle={error.message}
      extra={<Link href={paths.home}>Go to home page</Link>}
    />
  );
}
