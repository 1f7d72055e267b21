import { Type, type Static } from 'typebox';
import { Email, Gender, Password, ShortText, Username } from './common';

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
