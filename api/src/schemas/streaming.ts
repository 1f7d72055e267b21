// Live sessions (issue 12, reference §5.5).
import { Type, type Static, type TSchema } from 'typebox';
import { Money, Nullable, ObjectId, PageFields, Switch } from './common';
import { MAX_MESSAGE_LENGTH } from './messaging';
import { PartyJson } from './users';

export const GoLiveBody = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: 100 }),
    description: Type.String({ minLength: 1, maxLength: 500 }),
    isFree: Type.Boolean(),
    price: Type.Optional(Money(0, 10_000)),
  },
  { additionalProperties: false },
);
export type GoLiveBodyType = Static<typeof GoLiveBody>;

export const StreamUpdateBody = Type.Object(
  {
    title: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    description: Type.Optional(Type.String({ minLength: 1, maxLength: 500 })),
  },
  { additionalProperties: false },
);

export const StreamRenameBody = Type.Object(
  { name: Type.String({ minLength: 1, maxLength: 100 }) },
  { additionalProperties: false },
);

export const DurationBody = Type.Object(
  { streamId: ObjectId, duration: Type.Integer({ minimum: 0, maximum: 7 * 24 * 3600 }) },
  { additionalProperties: false },
);

export const StreamIdParams = Type.Object({ id: ObjectId }, { additionalProperties: false });
export const PerformerIdParams = Type.Object({ performerId: ObjectId }, { additionalProperties: false });
export const LiveSearchQuery = Type.Object({ ...PageFields }, { additionalProperties: false });

export const StreamMessageBody = Type.Object(
  {
    text: Type.String({ minLength: 1, maxLength: MAX_MESSAGE_LENGTH }),
    clientId: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9-]{8,64}$' })),
  },
  { additionalProperties: false },
);

export const AgoraTokenBody = Type.Object(
  { channelName: Type.String({ minLength: 1, maxLength: 64 }) },
  { additionalProperties: false },
);

// --- Answers ---------------------------------------------------------------------------------------------

/** A live session; `hasPurchased` is the caller's (false for a visitor). Prices in dollars. */
export const StreamJson = Type.Object({
  _id: Type.String(),
  performerId: Type.String(),
  performerInfo: PartyJson,
  type: Type.Enum(['public', 'private']),
  /** the media room / channel */
  sessionId: Type.String(),
  title: Type.String(),
  description: Type.String(),
  isStreaming: Type.Integer(),
  isFree: Type.Boolean(),
  price: Type.Number(),
  /** seconds streamed, as the creator's page last reported */
  streamingTime: Type.Number(),
  lastStreamingTime: Nullable(Type.String()),
  conversationId: Nullable(Type.String()),
  hasPurchased: Type.Boolean(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type StreamJson = Static<typeof StreamJson>;

/** The conversation a session's chat is (reference's shape: `public`, or `group` for a private show). */
export const StreamChatRefJson = Type.Object({
  _id: Nullable(Type.String()),
  type: Type.String(),
  streamId: Type.String(),
});
export type StreamChatRefJson = Static<typeof StreamChatRefJson>;

/** Going live or joining: the session and its chat. */
export const LiveJson = Type.Object({ stream: StreamJson, conversation: StreamChatRefJson });
export type LiveJson = Static<typeof LiveJson>;

/** A session's chat as the reference's conversation object. */
export const StreamConversationJson = Type.Object({
  _id: Nullable(Type.String()),
  type: Type.String(),
  name: Type.String(),
  performerId: Type.String(),
  streamId: Type.String(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type StreamConversationJson = Static<typeof StreamConversationJson>;

/** A private show as either side sees it; `endMessage` says why it ended, in words both sides read. */
export const PrivateShowJson = Type.Object({
  _id: Type.String(),
  type: Type.Literal('private'),
  sessionId: Type.String(),
  conversationId: Nullable(Type.String()),
  performerId: Type.String(),
  performerInfo: PartyJson,
  userIds: Type.Array(Type.String()),
  userInfo: PartyJson,
  pricePerMinute: Type.Number(),
  acceptedAt: Nullable(Type.String()),
  billedMinutes: Type.Integer(),
  isStreaming: Type.Integer(),
  endedAt: Nullable(Type.String()),
  endReason: Type.String(),
  endMessage: Type.String(),
  createdAt: Type.String(),
});
export type PrivateShowJson = Static<typeof PrivateShowJson>;

/** The answer of every private-show step: the show, its chat and its media room. */
export const PrivateShowAnswerJson = Type.Object({
  conversation: StreamChatRefJson,
  sessionId: Type.String(),
  stream: PrivateShowJson,
});
export type PrivateShowAnswerJson = Static<typeof PrivateShowAnswerJson>;

/** A fan's request as the creator sees it (name and picture; never the fan's email or balance). */
export const PrivateRequestJson = Type.Object({
  user: PartyJson,
  streamId: Type.String(),
  conversationId: Nullable(Type.String()),
  pricePerMinute: Type.Number(),
  createdAt: Type.String(),
});
export type PrivateRequestJson = Static<typeof PrivateRequestJson>;

const credentialOf = <T extends string, F extends Record<string, TSchema>>(engine: T, fields: F) =>
  Type.Object({
    engine: Type.Literal(engine),
    ...fields,
    expiresIn: Type.Number(),
    publish: Type.Boolean(),
    play: Type.Boolean(),
    publisherId: Type.String(),
  });

/** Which media engine carries the session and the caller's credential for it (POST /streaming/media/{id}). */
export const MediaCredentialJson = Switch('engine', [
  ['builtin', credentialOf('builtin', { url: Type.String(), grant: Type.String(), room: Type.String() })],
  [
    'agora',
    credentialOf('agora', {
      appId: Type.String(),
      channel: Type.String(),
      token: Type.String(),
      uid: Type.String(),
    }),
  ],
  ['livekit', credentialOf('livekit', { url: Type.String(), token: Type.String(), room: Type.String() })],
]);
export type MediaCredentialJson = Static<typeof MediaCredentialJson>;
