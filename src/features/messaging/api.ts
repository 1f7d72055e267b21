// Messaging calls (reference §5.8, spec §7): conversations, messages, read marks, the unread badge and paid
// messages. A send carries the message's clientId: a retry of the same id answers the stored message.
import {
  del,
  get,
  post,
  setParams,
  toListPage,
  unwrap,
  upload,
  type ListData,
  type ListPage,
} from '@/lib/http-client';
import { toFileStatus, type FileStatus } from '@/lib/media-file';
import { toConversation, toMessage, type Conversation, type Message } from './types';
import type { SuccessJson } from '@api/schemas/common';
import type { FileJson, FileStatusJson } from '@api/schemas/media';
import type { ConversationJson, MessageJson, UnreadJson } from '@api/schemas/messaging';

export async function searchConversations(q: {
  offset: number;
  limit: number;
  keyword?: string;
}): Promise<ListPage<Conversation>> {
  return toListPage(
    await unwrap(get<ListData<ConversationJson>>('/conversations', setParams(q))),
    toConversation,
  );
}

export async function getConversation(id: string): Promise<Conversation> {
  return toConversation(await unwrap(get<ConversationJson>(`/conversations/${encodeURIComponent(id)}`)));
}

export async function openConversation(source: string, sourceId: string): Promise<Conversation> {
  return toConversation(await unwrap(post<ConversationJson>('/conversations', { source, sourceId })));
}

/** A page, newest first as the API sends it. */
export async function loadMessages(id: string, offset: number, limit: number): Promise<ListPage<Message>> {
  const data = await unwrap(
    get<ListData<MessageJson>>(`/messages/conversations/${encodeURIComponent(id)}`, { offset, limit }),
  );
  return toListPage(data, toMessage);
}

/** What came after `afterId`, oldest first (catch-up after a reconnect). */
export async function messagesAfter(id: string, afterId: string): Promise<Message[]> {
  const data = await unwrap(
    get<ListData<MessageJson>>(`/messages/conversations/${encodeURIComponent(id)}`, {
      after: afterId,
      limit: 200,
    }),
  );
  return toListPage(data, toMessage).items;
}

export async function sendMessage(
  conversationId: string,
  body: { text: string; clientId: string; fileIds?: string[]; price?: number },
): Promise<Message> {
  return toMessage(
    await unwrap(
      post<MessageJson>(`/messages/conversations/${encodeURIComponent(conversationId)}`, {
        conversationId,
        type: body.fileIds?.length ? 'media' : 'text',
        ...body,
      }),
    ),
  );
}

export async function deleteMessage(id: string): Promise<Message> {
  return toMessage(await unwrap(del<MessageJson>(`/messages/${encodeURIComponent(id)}`)));
}

export async function readAll(conversationId: string): Promise<void> {
  await unwrap(post<SuccessJson>(`/messages/read-all/${encodeURIComponent(conversationId)}`));
}

export async function totalUnread(): Promise<number> {
  const data = await unwrap(get<UnreadJson>('/messages/total-unread-messages'));
  return typeof data?.total === 'number' ? data.total : 0;
}

/** An attachment, uploaded before the message: photos and videos have their own endpoints. */
export async function uploadMessageFile(
  file: File,
  onProgress: (percent: number) => void,
): Promise<{ _id: string; status: string }> {
  const url = file.type.startsWith('video/') ? '/messages/private/file/video' : '/messages/public/file/photo';
  const data = await unwrap(upload<FileJson | null>(url, [{ fieldname: 'file', file }], {}, onProgress));
  return {
    _id: typeof data?._id === 'string' ? data._id : '',
    status: typeof data?.status === 'string' ? data.status : '',
  };
}

/** A processing video's state; the URL once finished (GET /messages/{id}/file/{fileId}/status). */
export async function messageFileStatus(id: string, fileId: string): Promise<FileStatus> {
  const path = `/messages/${encodeURIComponent(id)}/file/${encodeURIComponent(fileId)}/status`;
  return toFileStatus(await unwrap(get<FileStatusJson>(path)));
}
