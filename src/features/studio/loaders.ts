// getInitialProps of the update pages: the item as its owner sees it (GET .../{id}/view), with the cookie's token
// on the server. A failure becomes a value the page renders (404 / 403 with the API's message).
import type { NextPageContext } from 'next';
import { MESSAGES } from '@/config/constants';
import { readServerToken } from '@/lib/cookies';
import { type ApiError } from '@/lib/api-error';
import { toSagaError } from '@/lib/request-error';
import { type LoadOptions } from './api';

export type EditProps<T> = { item: T; error?: undefined } | { item?: undefined; error: ApiError };

export async function loadForEdit<T>(
  ctx: Pick<NextPageContext, 'req' | 'res' | 'query'>,
  load: (id: string, opts: LoadOptions) => Promise<T>,
): Promise<EditProps<T>> {
  const id = typeof ctx.query.id === 'string' ? ctx.query.id : '';
  try {
    if (!id) throw { statusCode: 404, message: 'Not found' };
    const token = ctx.req ? readServerToken(ctx) : undefined;
    return { item: await load(id, { token }) };
  } catch (err) {
    const error = toSagaError(err, MESSAGES.genericFallback);
    if (ctx.res)
      ctx.res.statusCode = error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    return { error };
  }
}
