// The console's calls for money and the site (issue 23): dashboard, refunds, coupons, ledger check, settings,
// banners and CMS pages, one per /admin route, typed by the API's answer schemas.
import type { Static } from 'typebox';
import { get, post, setParams, unwrap, upload, type ListData } from '@/lib/http-client';
import type { PersonDetailJson } from '@api/schemas/admin';
import type {
  AdminCouponJson,
  AdminSettingJson,
  DashboardJson,
  NewCouponBody,
  RefundJson,
} from '@api/schemas/admin-money';
import type {
  AdminCmsPageJson,
  BannerPatchBody,
  CmsPagePatchBody,
  LedgerReportJson,
  NewBannerBody,
  NewCmsPageBody,
} from '@api/schemas/admin-site';
import type { PostJson, SitePromoJson } from '@api/schemas/site';

export type Dashboard = DashboardJson;
export type Refund = RefundJson;
export type RefundKind = RefundJson['kind'];
export type AdminCoupon = AdminCouponJson;
export type NewCoupon = Static<typeof NewCouponBody>;
export type AdminSetting = AdminSettingJson;
export type LedgerReport = LedgerReportJson;
export type Banner = SitePromoJson;
export type CmsPageSummary = PostJson;
export type CmsPage = AdminCmsPageJson;
export type PersonDetail = PersonDetailJson;

const id = (value: string) => encodeURIComponent(value);

export function getDashboard(from: string, to: string): Promise<Dashboard> {
  return unwrap(get<Dashboard>('/admin/dashboard', setParams({ from, to })));
}

/** A refund is a money POST: sent once per intent (Idempotency-Key), the answer replayed on a retry. */
export function refund(
  kind: RefundKind,
  itemId: string,
  note: string,
  idempotencyKey: string,
): Promise<Refund> {
  return unwrap(post<Refund>(`/admin/refunds/${kind}/${id(itemId)}`, { note }, { idempotencyKey }));
}

/** An account with its latest purchases and subscriptions (where the refunds page finds a fan's items). */
export function getPerson(personId: string): Promise<PersonDetail> {
  return unwrap(get<PersonDetail>(`/admin/people/${id(personId)}`));
}

export function getCoupons(): Promise<AdminCoupon[]> {
  return unwrap(get<AdminCoupon[]>('/admin/coupons'));
}

export function createCoupon(coupon: NewCoupon): Promise<AdminCoupon> {
  return unwrap(post<AdminCoupon>('/admin/coupons', coupon));
}

export function setCouponActive(code: string, active: boolean): Promise<AdminCoupon> {
  return unwrap(post<AdminCoupon>(`/admin/coupons/${id(code)}/${active ? 'enable' : 'disable'}`, {}));
}

export function checkLedger(): Promise<LedgerReport> {
  return unwrap(get<LedgerReport>('/admin/ledger/check'));
}

export function getSettings(): Promise<AdminSetting[]> {
  return unwrap(get<AdminSetting[]>('/admin/settings'));
}

export function saveSetting(key: string, value: unknown): Promise<AdminSetting> {
  return unwrap(post<AdminSetting>(`/admin/settings/${id(key)}`, { value }));
}

export function getBanners(): Promise<ListData<Banner>> {
  return unwrap(get<ListData<Banner>>('/admin/banners', { limit: 100 }));
}

export function createBanner(body: Static<typeof NewBannerBody>): Promise<Banner> {
  return unwrap(post<Banner>('/admin/banners', body));
}

export function updateBanner(bannerId: string, patch: Static<typeof BannerPatchBody>): Promise<Banner> {
  return unwrap(post<Banner>(`/admin/banners/${id(bannerId)}`, patch));
}

/** A banner's picture (replaces the one it has; the API deletes the old one). */
export function uploadBannerPhoto(bannerId: string, file: File): Promise<Banner> {
  return unwrap(upload<Banner>(`/admin/banners/${id(bannerId)}/photo`, [{ fieldname: 'file', file }]));
}

export function getCmsPages(): Promise<ListData<CmsPageSummary>> {
  return unwrap(get<ListData<CmsPageSummary>>('/admin/pages', { limit: 100 }));
}

export function getCmsPageById(pageId: string): Promise<CmsPage> {
  return unwrap(get<CmsPage>(`/admin/pages/${id(pageId)}`));
}

export function createCmsPage(body: Static<typeof NewCmsPageBody>): Promise<CmsPage> {
  return unwrap(post<CmsPage>('/admin/pages', body));
}

export function updateCmsPage(pageId: string, patch: Static<typeof CmsPagePatchBody>): Promise<CmsPage> {
  return unwrap(post<CmsPage>(`/admin/pages/${id(pageId)}`, patch));
}

/** Fans whose username, name or email matches (where the refunds page starts). */
export function searchFans(q: string): Promise<ListData<PersonDetail['person']>> {
  return unwrap(get<ListData<PersonDetail['person']>>('/admin/people', { q, role: 'user', limit: 10 }));
}
