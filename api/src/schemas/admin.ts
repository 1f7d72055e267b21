// The operator console's requests and answers (issue 23): two-factor, the audit log, the verification queue and
// people. Lists are `Page`s with the contract's offset/limit paging.
import { Type, type Static } from 'typebox';
import { BankingJson, PaypalJson, PayoutJson } from './business';
import { Keyword, Nullable, ObjectId, PageFields } from './common';
import { SubscriptionJson, WalletTransactionJson } from './payments';
import { REPORT_STATUSES, ReportPreviewJson } from './moderation';
import { ReportJson } from './social';

// --- two-factor ---------------------------------------------------------------------------------------------

export const TotpCode = Type.String({ pattern: '^\\d{6}$', description: 'the 6 digits the app shows' });
export const ConfirmTwoFactorBody = Type.Object({ code: TotpCode });
export const VerifyTwoFactorBody = Type.Object({
  code: Type.Optional(TotpCode),
  recoveryCode: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
});

export const TwoFactorStatusJson = Type.Object({
  enrolled: Type.Boolean({ description: 'the account has a confirmed authenticator' }),
  sessionVerified: Type.Boolean({ description: 'this session passed the second factor' }),
  recoveryCodesLeft: Type.Integer(),
});
export type TwoFactorStatusJson = Static<typeof TwoFactorStatusJson>;

export const TwoFactorEnrolmentJson = Type.Object({
  secret: Type.String({ description: 'base32, for typing into an app by hand' }),
  otpauthUri: Type.String({ description: 'otpauth://totp/… for the QR code' }),
});
export const RecoveryCodesJson = Type.Object({
  recoveryCodes: Type.Array(Type.String(), { description: 'shown once; each works once' }),
});

// --- audit log ----------------------------------------------------------------------------------------------

export const AuditQuery = Type.Object({
  ...PageFields,
  actorId: Type.Optional(ObjectId),
  action: Type.Optional(Type.String({ maxLength: 60 })),
  targetKind: Type.Optional(Type.String({ maxLength: 40 })),
  targetId: Type.Optional(Type.String({ maxLength: 100 })),
  fromDate: Type.Optional(Type.String({ format: 'date-time' })),
  toDate: Type.Optional(Type.String({ format: 'date-time' })),
});
export type AuditQuery = Static<typeof AuditQuery>;

const AnyJson = Type.Unknown({ description: 'the changed fields as they were / became' });
export const AuditEntryJson = Type.Object({
  _id: Type.String(),
  actorId: Type.String(),
  actorUsername: Type.String(),
  action: Type.String(),
  targetKind: Type.String(),
  targetId: Type.String(),
  before: AnyJson,
  after: AnyJson,
  note: Type.String(),
  ip: Type.String(),
  createdAt: Type.String(),
});
export type AuditEntryJson = Static<typeof AuditEntryJson>;

// --- people and verifications -------------------------------------------------------------------------------

export const PersonIdParams = Type.Object({ id: ObjectId });
export const NoteBody = Type.Object({ note: Type.Optional(Type.String({ maxLength: 1000 })) });
export const ReasonBody = Type.Object({ reason: Type.String({ minLength: 1, maxLength: 1000 }) });
export const CommissionBody = Type.Object({
  // null first: Ajv's type coercion would turn null into 0 while trying the number branch
  commission: Type.Union([Type.Null(), Type.Number({ minimum: 0, maximum: 1, multipleOf: 0.001 })], {
    description: 'the platform share as a fraction (0.15 = 15 %); null = the site setting',
  }),
  note: Type.Optional(Type.String({ maxLength: 1000 })),
});

export const PeopleQuery = Type.Object({
  ...PageFields,
  q: Type.Optional(Keyword),
  role: Type.Optional(Type.Union([Type.Literal('user'), Type.Literal('performer'), Type.Literal('admin')])),
  status: Type.Optional(Type.Union([Type.Literal('active'), Type.Literal('inactive')])),
});
export type PeopleQuery = Static<typeof PeopleQuery>;

export const PersonSummaryJson = Type.Object({
  _id: Type.String(),
  role: Type.String(),
  username: Type.String(),
  email: Type.String(),
  name: Type.String(),
  status: Type.String(),
  country: Type.String(),
  balance: Type.Number({ description: 'dollars' }),
  verifiedDocument: Nullable(Type.Boolean()),
  documentReview: Nullable(Type.String()),
  createdAt: Type.String(),
});
export type PersonSummaryJson = Static<typeof PersonSummaryJson>;

export const SignedFileJson = Nullable(
  Type.Object({ url: Type.String({ description: 'signed, expires in minutes' }), mimeType: Type.String() }),
);
export const VerificationJson = Type.Object({
  person: PersonSummaryJson,
  firstName: Type.String(),
  lastName: Type.String(),
  dateOfBirth: Type.String(),
  bio: Type.String(),
  avatar: Type.String(),
  idVerification: SignedFileJson,
  documentVerification: SignedFileJson,
  uploadedAt: Type.String(),
});
export type VerificationJson = Static<typeof VerificationJson>;

export const LedgerLineJson = Type.Object({
  _id: Type.String(),
  transactionId: Type.String(),
  kind: Type.String(),
  amount: Type.Number({ description: 'dollars; negative leaves the account' }),
  counterpartyId: Type.String(),
  targetType: Type.String(),
  targetId: Type.String(),
  createdAt: Type.String(),
});
export type LedgerLineJson = Static<typeof LedgerLineJson>;

export const PersonDetailJson = Type.Object({
  person: PersonSummaryJson,
  commission: Nullable(Type.Number({ description: 'the share the platform takes of this creator (0..1)' })),
  commissionOverride: Nullable(Type.Number()),
  ledger: Type.Array(LedgerLineJson, { description: 'the latest lines, newest first' }),
  subscriptions: Type.Array(SubscriptionJson),
  purchases: Type.Array(WalletTransactionJson),
  payouts: Type.Array(PayoutJson),
  reports: Type.Array(ReportJson),
});
export type PersonDetailJson = Static<typeof PersonDetailJson>;

// --- payouts and reports queues -----------------------------------------------------------------------------

export const PayoutQueueQuery = Type.Object({
  ...PageFields,
  status: Type.Optional(Type.Enum(['pending', 'approved', 'rejected', 'done'])),
});
export const PayoutIdParams = Type.Object({ id: ObjectId });
export const PayoutQueueItemJson = Type.Object({
  payout: PayoutJson,
  creator: PersonSummaryJson,
  banking: Nullable(BankingJson),
  paypal: Nullable(PaypalJson),
});
export type PayoutQueueItemJson = Static<typeof PayoutQueueItemJson>;

export const ReportQueueQuery = Type.Object({
  ...PageFields,
  target: Type.Optional(Type.String({ maxLength: 20 })),
  status: Type.Optional(Type.Enum([...REPORT_STATUSES])),
});
export const ReportQueueItemJson = Type.Object({
  report: ReportJson,
  reporterUsername: Type.String(),
  ownerUsername: Type.String(),
  status: Type.Enum([...REPORT_STATUSES]),
  decisionNote: Type.String(),
  preview: ReportPreviewJson,
});
export type ReportQueueItemJson = Static<typeof ReportQueueItemJson>;
