// Comment calls (spec §7 "Comments", contract "Comments").
import { del, get, post, unwrap, type ListData } from '@/lib/http-client';
import { intentKey } from '@/lib/idempotency';
import { type Comment, type CommentObjectType, toComment } from './types';
import type { SuccessJson } from '@api/schemas/common';
import type { CommentJson } from '@api/schemas/feeds';

export async function listComments(query: {
  objectType: CommentObjectType;
  objectId: string;
  offset: number;
  limit: number;
}): Promise<{ items: Comment[]; total: number }> {
  const data = await unwrap(get<ListData<CommentJson>>('/comments', query));
  const list = Array.isArray(data?.data) ? data.data : [];
  return { items: list.map(toComment), total: typeof data?.total === 'number' ? data.total : list.length };
}

/** `intentId`: the composer's current intent, so a double submit or a retry posts the comment once. */
export async function createComment(
  body: { objectType: CommentObjectType; objectId: string; content: string },
  intentId?: string,
): Promise<Comment> {
  const opts = intentId ? { idempotencyKey: intentKey(intentId, body) } : undefined;
  return toComment(await unwrap(post<CommentJson>('/comments', body, opts)));
}

export async function deleteComment(id: string): Promise<void> {
  await del<SuccessJson>(`/comments/${encodeURIComponent(id)}`);
}
