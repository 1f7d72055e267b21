// Conversations and messages (issue 11, reference §5.8).
import { Type, type Static } from 'typebox';
import { Keyword, ObjectId, PageFields } from './common';

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
