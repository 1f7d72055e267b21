import { Type, type Static } from 'typebox';
import { Email, Gender, Nullable, Password, ShortText, Username } from './common';

/** PUT /users: the fan-editable fields. Anything else (balance, roles, status, verified*) is a 400. */
export const UserUpdateBody = Type.Object(
  {
    name: Type.Optional(ShortText()),
    firstName: Type.Optional(ShortText()),
    lastName: Type.Optional(ShortText()),
    username: Type.Optional(Username),
    email: Type.Optional(Email),
    gender: Type.Optional(Gender),
    country: Type.Optional(Type.String({ maxLength: 2 })),
    phone: Type.Optional(ShortText(30)),
    /** sent by clients that update the password with the profile (spec §5) */
    password: Type.Optional(Password),
    /** Required with a new email or password (api/src/services/profile.ts). */
    currentPassword: Type.Optional(Type.String({ maxLength: 128 })),
  },
  { additionalProperties: false },
);
export type UserUpdateBody = Static<typeof UserUpdateBody>;

// --- Answers ---------------------------------------------------------------------------------------------

/** The public card of any account (fan view, pickers, follower lists, party infos): no private field. */
export const UserCardJson = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  username: Type.String(),
  /** always an absolute URL (the default picture when none was uploaded) */
  avatar: Type.String(),
  isPerformer: Type.Boolean(),
  isOnline: Type.Integer(),
  createdAt: Type.String(),
});
export type UserCardJson = Static<typeof UserCardJson>;

/** A party of a payment, order, message or show: their public card, or null when the account is gone. */
export const PartyJson = Nullable(UserCardJson);
export type PartyJson = Static<typeof PartyJson>;

/** Fields every account JSON starts with (mappers/account baseFields). */
export const accountFields = {
  _id: Type.String(),
  name: Type.String(),
  username: Type.String(),
  avatar: Type.String(),
  gender: Type.String(),
  country: Type.String(),
  status: Type.String(),
  verifiedEmail: Type.Boolean(),
  isOnline: Type.Integer(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
};

/** What only the account's owner reads about it (mappers/account ownerFields). */
export const ownerFields = {
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  /** false for Google or X accounts until they set a password */
  hasPassword: Type.Boolean(),
  phone: Type.String(),
  /** wallet balance in dollars */
  balance: Type.Number(),
  googleConnected: Type.Boolean(),
  twitterConnected: Type.Boolean(),
};

/** A fan's own account (GET /users/me, PUT /users). */
export const UserJson = Type.Object({
  ...accountFields,
  ...ownerFields,
  roles: Type.Array(Type.String()),
  isPerformer: Type.Literal(false),
  stats: Type.Object({ totalSubscriptions: Type.Integer(), following: Type.Integer() }),
});
export type UserJson = Static<typeof UserJson>;
