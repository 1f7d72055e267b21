import { Type, type Static } from 'typebox';
import { Email, ErrorBody, Gender, Password, ShortText, Username } from './common';

export const RoleField = Type.Optional(Type.Union([Type.Literal('user'), Type.Literal('performer')]));

export const LoginBody = Type.Object(
  {
    username: Type.Optional(Type.String({ minLength: 1, maxLength: 254 })),
    email: Type.Optional(Type.String({ minLength: 1, maxLength: 254 })),
    password: Type.String({ minLength: 1, maxLength: 256 }),
    remember: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type LoginBody = Static<typeof LoginBody>;

/** A session: the token clients send as `Authorization`, and when it expires. */
export const TokenJson = Type.Object({ token: Type.String(), expiresAt: Type.String() });
export type TokenJson = Static<typeof TokenJson>;

/** Twitter's first step: the request token and the page to send the person to. */
export const TwitterLoginJson = Type.Object({
  oauthToken: Type.String(),
  oauthTokenSecret: Type.String(),
  callbackUrl: Type.String(),
  url: Type.String(),
});
export type TwitterLoginJson = Static<typeof TwitterLoginJson>;

/** Mailed links: a redirect to the web app (no body), or the error body. */
export const RedirectAnswers = {
  302: Type.Null({ description: 'Redirect to the web app (Location header)' }),
  '4xx': ErrorBody,
  '5xx': ErrorBody,
};

export const UserRegisterBody = Type.Object(
  {
    firstName: ShortText(),
    lastName: ShortText(),
    name: Type.Optional(ShortText()),
    username: Username,
    email: Email,
    password: Password,
    gender: Type.Optional(Gender),
  },
  { additionalProperties: false },
);
export type UserRegisterBody = Static<typeof UserRegisterBody>;

export const ForgotBody = Type.Object({ email: Email }, { additionalProperties: false });

export const PasswordChangeBody = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 200 }), password: Password },
  { additionalProperties: false },
);

export const TokenQuery = Type.Object({ token: Type.Optional(Type.String({ maxLength: 200 })) });

export const EmailVerificationBody = Type.Object(
  { email: Type.Optional(Email) },
  { additionalProperties: false },
);

export const UpdatePasswordBody = Type.Object(
  {
    password: Password,
    /** Proof of the account (not needed to set a first password on a Google/X account). */
    currentPassword: Type.Optional(Type.String({ maxLength: 128 })),
    source: Type.Optional(Type.Union([Type.Literal('user'), Type.Literal('performer')])),
    /** Kept for older clients: every other session is revoked on a password change anyway. */
    logoutOthers: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

export const GoogleLoginBody = Type.Object(
  {
    tokenId: Type.Optional(Type.String({ maxLength: 4096 })),
    idToken: Type.Optional(Type.String({ maxLength: 4096 })),
    credential: Type.Optional(Type.String({ maxLength: 4096 })),
    role: RoleField,
  },
  { additionalProperties: false },
);
export type GoogleLoginBody = Static<typeof GoogleLoginBody>;

/** 2.1 variant: also takes an OAuth access token (implicit flow) instead of an ID token. */
export const GoogleTokenBody = Type.Object(
  {
    tokenId: Type.Optional(Type.String({ maxLength: 4096 })),
    idToken: Type.Optional(Type.String({ maxLength: 4096 })),
    credential: Type.Optional(Type.String({ maxLength: 4096 })),
    accessToken: Type.Optional(Type.String({ maxLength: 4096 })),
    role: RoleField,
  },
  { additionalProperties: false },
);
export type GoogleTokenBody = Static<typeof GoogleTokenBody>;

export const TwitterLoginBody = Type.Object(
  { callbackUrl: Type.Optional(Type.String({ maxLength: 500 })), role: RoleField },
  { additionalProperties: false },
);

export const TwitterCallbackBody = Type.Object(
  {
    oauthToken: Type.String({ minLength: 1, maxLength: 500 }),
    oauthTokenSecret: Type.String({ minLength: 1, maxLength: 500 }),
    oauthVerifier: Type.String({ minLength: 1, maxLength: 500 }),
    role: RoleField,
  },
  { additionalProperties: false },
);
