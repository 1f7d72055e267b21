// Streaming calls (reference §5.5, spec §7 "Streaming"): sessions, the join decision, who is live, the session
// chat (clientIds: a retry answers the stored line), paid sessions, media credentials, private shows.
import {
  del,
  get,
  post,
  put,
  setParams,
  toListPage,
  unwrap,
  type ListData,
  type ListPage,
} from '@/lib/http-client';
import {
  toMediaAccess,
  toPrivateRequest,
  toPrivateShow,
  toStream,
  toStreamMessage,
  type LiveStream,
  type MediaAccess,
  type PrivateRequest,
  type PrivateShow,
  type StreamMessage,
} from './types';
import { asRaw } from '@/lib/raw-json';
import type { SuccessJson } from '@api/schemas/common';
import type { MessageJson } from '@api/schemas/messaging';
import type { StreamPurchaseJson } from '@api/schemas/payments';
import type {
  LiveJson,
  MediaCredentialJson,
  PrivateRequestJson,
  PrivateShowAnswerJson,
  StreamJson,
} from '@api/schemas/streaming';

const id = encodeURIComponent;

export interface GoLiveInput {
  title: string;
  description: string;
  isFree: boolean;
  price?: number;
}

export async function goLive(
  input: GoLiveInput,
  idempotencyKey: string,
): Promise<{ stream: LiveStream; conversationId: string }> {
  const data = asRaw<LiveJson>(await unwrap(post<LiveJson>('/streaming/live', input, { idempotencyKey })));
  const stream = toStream(data.stream);
  return {
    stream,
    conversationId:
      stream.conversationId || String(asRaw<LiveJson['conversation']>(data.conversation)._id ?? ''),
  };
}

export async function updateStream(streamId: string, body: { title?: string; description?: string }) {
  return toStream(await unwrap(put<StreamJson>(`/streaming/live/${id(streamId)}`, body)));
}

export async function setDuration(streamId: string, duration: number): Promise<void> {
  await unwrap(put<StreamJson>('/streaming/set-duration', { streamId, duration }, { noAuthRedirect: true }));
}

export async function endStream(streamId: string): Promise<void> {
  await unwrap(post<StreamJson>(`/streaming/live/${id(streamId)}/end`, {}));
}

export async function joinStream(performerId: string, token?: string): Promise<LiveStream> {
  const data = asRaw<LiveJson>(
    await unwrap(get<LiveJson>(`/streaming/join/${id(performerId)}`, undefined, { token })),
  );
  return toStream(data.stream);
}

export async function liveNow(): Promise<LiveStream[]> {
  const data = await unwrap(
    get<ListData<StreamJson>>('/streaming/user/search', setParams({ limit: 99 }), { noAuthRedirect: true }),
  );
  return toListPage(data, toStream).items;
}

export async function mediaAccess(streamId: string): Promise<MediaAccess> {
  return toMediaAccess(await unwrap(post<MediaCredentialJson>(`/streaming/media/${id(streamId)}`, {})));
}

/** Agora's renewal (reference §5.5): the token string. */
export async function agoraToken(channelName: string): Promise<string> {
  return String(await unwrap(post<string>('/streaming/agora/token', { channelName })));
}

export async function buyStream(streamId: string, idempotencyKey: string): Promise<LiveStream> {
  const data = asRaw<StreamPurchaseJson>(
    await unwrap(post<StreamPurchaseJson>(`/wallet/charges/stream/${id(streamId)}`, {}, { idempotencyKey })),
  );
  return toStream(data.item);
}

export async function streamMessages(
  conversationId: string,
  q: { offset?: number; limit?: number; after?: string },
): Promise<ListPage<StreamMessage>> {
  const data = await unwrap(
    get<ListData<MessageJson>>(`/messages/stream/${id(conversationId)}`, setParams({ limit: 25, ...q })),
  );
  return toListPage(data, toStreamMessage);
}

export async function sendStreamMessage(
  conversationId: string,
  body: { text: string; clientId: string },
): Promise<StreamMessage> {
  return toStreamMessage(await unwrap(post<MessageJson>(`/messages/stream/${id(conversationId)}`, body)));
}

export async function deleteStreamMessage(messageId: string): Promise<StreamMessage> {
  return toStreamMessage(await unwrap(del<MessageJson>(`/messages/${id(messageId)}`)));
}

export async function clearStreamChat(conversationId: string): Promise<void> {
  await unwrap(del<SuccessJson>(`/messages/stream/${id(conversationId)}/remove-all-message`));
}

export async function requestPrivateShow(performerId: string, idempotencyKey: string): Promise<PrivateShow> {
  return toPrivateShow(
    await unwrap(
      post<PrivateShowAnswerJson>(`/streaming/private-chat/${id(performerId)}`, {}, { idempotencyKey }),
    ),
  );
}

export async function pendingPrivateRequests(): Promise<PrivateRequest[]> {
  const data = await unwrap(
    get<PrivateRequestJson[]>('/streaming/private-chat/requests', undefined, { noAuthRedirect: true }),
  );
  return Array.isArray(data) ? data.map(toPrivateRequest) : [];
}

export async function acceptPrivateShow(conversationId: string): Promise<PrivateShow> {
  return toPrivateShow(
    await unwrap(get<PrivateShowAnswerJson>(`/streaming/private-chat/${id(conversationId)}`)),
  );
}

export async function privateShow(conversationId: string, token?: string): Promise<PrivateShow> {
  return toPrivateShow(
    await unwrap(
      get<PrivateShowAnswerJson>(`/streaming/private-chat/${id(conversationId)}/show`, undefined, { token }),
    ),
  );
}

export async function leavePrivateShow(conversationId: string): Promise<PrivateShow> {
  return toPrivateShow(
    await unwrap(post<PrivateShowAnswerJson>(`/streaming/private-chat/${id(conversationId)}/leave`, {})),
  );
}
