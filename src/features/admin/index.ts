// The public face of the operator console (issue 23): the console's frame, its two-factor gate and its pages.
// Only /admin pages and the admin layout import it, so no fan or creator page carries it.
export {
  ADMIN_PAGE_SIZE,
  approveVerification,
  auditParams,
  confirmTwoFactor,
  dayBound,
  decidePayout,
  getAuditLog,
  getPayoutQueue,
  getTwoFactorStatus,
  getVerifications,
  rejectVerification,
  startTwoFactorEnrolment,
  verifyTwoFactor,
  type AuditEntry,
  type AuditFilters,
  type PayoutDecision,
  type PayoutQueueItem,
  type TwoFactorStatus,
  type Verification,
} from './api';
export { stepForError, stepOf, type GateStep } from './two-factor-state';
export { AdminBar } from './components/admin-bar';
export { AuditLog } from './components/audit-log';
export { PayoutQueue } from './components/payout-queue';
export { TwoFactorGate, useConsoleGate } from './components/two-factor-gate';
export { VerificationQueue } from './components/verification-queue';
export { PeopleSearch } from './components/people-search';
export { PersonView } from './components/person-view';
export { ModerationQueue } from './components/moderation-queue';
export { commissionFraction } from './people-api';
export { hideableKind } from './moderation-api';
// money and the site (dashboard, refunds, coupons, ledger check, settings, banners, CMS pages and menus)
export { Banners } from './components/banners';
export { CmsPages } from './components/cms-pages';
export { Coupons, checkCoupon } from './components/coupons';
export { Dashboard } from './components/dashboard';
export { LedgerCheck } from './components/ledger-check';
export { Refunds } from './components/refunds';
export { SiteSettings, labelOf } from './components/site-settings';
export { toDraft, toValue } from './components/setting-input';
export { periodOf } from './components/period-picker';
export { pageProblems } from './components/cms-page-editor';
export { refund } from './site-api';
