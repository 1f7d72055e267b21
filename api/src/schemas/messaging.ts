// Conversations and messages (issue 11, reference §5.8).
import { Type, type Static } from 'typebox';
import { Keyword, Nullable, ObjectId, Page, PageFields, responses } from './common';
import { FileJson } from './media';
import { PartyJson, UserCardJson } from './users';

export const MAX_MESSAGE_LENGTH = 2000;
export const MAX_MESSAGE_FILES = 6;

export const ConversationBody = Type.Object(
  {
    source: Type.Union([Type.Literal('user'), Type.Literal('performer')]),
    sourceId: ObjectId,
  },
  { additionalProperties: false },
);

export const ConversationIdParams = Type.Object({ id: ObjectId }, { additionalProperties: false });

export const ConversationListQuery = Type.Object(
  {
    ...PageFields,
    keyword: Type.Optional(Keyword),
    q: Type.Optional(Keyword),
    type: Type.Optional(Type.Literal('private')),
  },
  { additionalProperties: false },
);

export const MessageListQuery = Type.Object(
  {
    ...PageFields,
    /** our catch-up: the messages after this one, oldest first */
    after: Type.Optional(ObjectId),
  },
  { additionalProperties: false },
);

export const SendMessageBody = Type.Object(
  {
    conversationId: Type.Optional(ObjectId),
    type: Type.Optional(
      Type.Union([Type.Literal('text'), Type.Literal('media'), Type.Literal('photo'), Type.Literal('video')]),
    ),
    text: Type.Optional(Type.String({ maxLength: MAX_MESSAGE_LENGTH })),
    fileIds: Type.Optional(Type.Array(ObjectId, { maxItems: MAX_MESSAGE_FILES, uniqueItems: true })),
    fileId: Type.Optional(ObjectId),
    /** the sender's id of this message (a UUID): a repeat answers the stored message */
    clientId: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9-]{8,64}$' })),
    /** a paid message (creators): from $1 to the maximumMessagePrice setting */
    price: Type.Optional(Type.Number({ minimum: 0, maximum: 100_000, multipleOf: 0.01 })),
  },
  { additionalProperties: false },
);
export type SendMessageBodyType = Static<typeof SendMessageBody>;

export const MessageIdParams = Type.Object({ id: ObjectId }, { additionalProperties: false });
export const MessageFileParams = Type.Object(
  { id: ObjectId, fileId: ObjectId },
  { additionalProperties: false },
);

// --- Answers ---------------------------------------------------------------------------------------------

export const ConversationJson = Type.Object({
  _id: Type.String(),
  type: Type.Enum(['private', 'public', 'group']),
  name: Type.String(),
  recipients: Type.Array(Type.Object({ source: Type.Enum(['user', 'performer']), sourceId: Type.String() })),
  lastMessage: Type.String(),
  lastSenderId: Nullable(Type.String()),
  lastMessageCreatedAt: Nullable(Type.String()),
  performerId: Nullable(Type.String()),
  /** the other member's card, with a creator's verified tick; null when the account is gone */
  recipientInfo: Nullable(Type.Object({ ...UserCardJson.properties, verifiedAccount: Type.Boolean() })),
  totalNotSeenMessages: Type.Integer(),
  /** the caller may write here (a creator to their fan, or a subscribed fan) */
  isSubscribed: Type.Boolean(),
  /** the creator blocked this fan */
  isBlocked: Type.Boolean(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type ConversationJson = Static<typeof ConversationJson>;

/** A message as one member sees it: a paid message's media opens for its sender and its buyers only. */
export const MessageJson = Type.Object({
  _id: Type.String(),
  conversationId: Type.String(),
  type: Type.String(),
  /** "Message deleted" once deleted */
  text: Type.String(),
  senderSource: Type.Enum(['user', 'performer']),
  senderId: Type.String(),
  senderInfo: PartyJson,
  /** the sender's own id for the message: retries answer the stored message instead of a copy */
  clientId: Nullable(Type.String()),
  fileIds: Type.Array(Type.String()),
  files: Type.Array(FileJson),
  price: Type.Number(),
  isSale: Type.Boolean(),
  isBought: Type.Boolean(),
  isDeleted: Type.Boolean(),
  /** a message an operator hid: its sender still reads it; the others read it as removed (isDeleted) */
  hiddenByModeration: Type.Optional(Type.Boolean()),
  /** a live tip's line in a session chat ("X tipped $Y") */
  isSystem: Type.Boolean(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type MessageJson = Static<typeof MessageJson>;

/** How many conversations have unread messages (the header badge). */
export const UnreadJson = Type.Object({ total: Type.Integer() });
export type UnreadJson = Static<typeof UnreadJson>;

/** The GET of a conversation's or a live chat's lines: the same paging, catch-up and answer for both. */
export const MessagePageRoute = {
  params: ConversationIdParams,
  querystring: MessageListQuery,
  response: responses(Page(MessageJson)),
};
