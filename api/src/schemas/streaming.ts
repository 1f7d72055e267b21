// Live sessions (issue 12, reference §5.5).
import { Type, type Static } from 'typebox';
import { Money, ObjectId, PageFields } from './common';
import { MAX_MESSAGE_LENGTH } from './messaging';

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
