// An update page whose item could not be loaded (deleted, another creator's, API down): the API's message and
// the way back to the table.
import { Result } from 'antd';
import { type ApiError } from '@/lib/api-error';
import { LinkButton } from './link-button';

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
    <Result
      status={notFound ? '404' : error.statusCode === 403 ? '403' : 'error'}
      title={
        <h1 style={{ fontSize: 22, margin: 0 }}>{notFound ? 'Not found' : 'Could not load this item'}</h1>
      }
      subTitle={error.message}
      extra={<LinkButton href={backHref}>{backText}</LinkButton>}
    />
  );
}
