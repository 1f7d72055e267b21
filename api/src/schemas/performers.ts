import { Type, type Static } from 'typebox';
import { Email, Gender, Money, Password, ShortText, Username } from './common';

const Text = (max = 100) => Type.Optional(ShortText(max));
const Price = Type.Optional(Money(0, 100000));

/** PUT /performers/me: profile and pricing. Verification flags, balance and stats are not writable. */
export const PerformerUpdateBody = Type.Object(
  {
    name: Text(),
    firstName: Text(),
    lastName: Text(),
    username: Type.Optional(Username),
    email: Type.Optional(Email),
    gender: Type.Optional(Gender),
    country: Text(2),
    phone: Text(30),
    phoneCode: Text(10),
    dateOfBirth: Text(30),
    state: Text(),
    city: Text(),
    address: Text(200),
    zipcode: Text(20),
    languages: Type.Optional(Type.Array(ShortText(50), { maxItems: 20 })),
    categoryIds: Type.Optional(Type.Array(Type.String({ pattern: '^[a-f0-9]{24}$' }), { maxItems: 5 })),
    bio: Text(2000),
    height: Text(30),
    weight: Text(30),
    eyes: Text(30),
    hair: Text(30),
    butt: Text(30),
    pubicHair: Text(30),
    ethnicity: Text(60),
    bodyType: Text(30),
    sexualOrientation: Text(30),
    isFreeSubscription: Type.Optional(Type.Boolean()),
    durationFreeSubscriptionDays: Type.Optional(Type.Integer({ minimum: 1, maximum: 365 })),
    monthlyPrice: Price,
    yearlyPrice: Price,
    publicChatPrice: Price,
    /** per minute of a private show; 0 = no private shows */
    privateChatPrice: Price,
    activateWelcomeVideo: Type.Optional(Type.Boolean()),
    /** Show the city on the public profile (address, zip code and birth date are never public). */
    showCity: Type.Optional(Type.Boolean()),
    password: Type.Optional(Password),
    /** Required with a new email or password (api/src/services/profile.ts). */
    currentPassword: Type.Optional(Type.String({ maxLength: 128 })),
  },
  { additionalProperties: false },
);
export type PerformerUpdateBody = Static<typeof PerformerUpdateBody>;

export const DocumentTypeParams = Type.Object({
  type: Type.Union([Type.Literal('idVerification'), Type.Literal('documentVerification')]),
});

export const IdParams = Type.Object({ id: Type.String({ pattern: '^[a-f0-9]{24}$' }) });
