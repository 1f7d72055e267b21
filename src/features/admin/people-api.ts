// The console's People calls (issue 23): search accounts, one account's view, activate / deactivate (sessions and
// sockets end, the API's setAccountStatus), a creator's own commission, a verification taken back.
import { get, post, setParams, unwrap, type ListData } from '@/lib/http-client';
import type { PeopleQuery, PersonDetailJson, PersonSummaryJson } from '@api/schemas/admin';
import { ADMIN_PAGE_SIZE } from './api';

export type PersonSummary = PersonSummaryJson;
export type PersonDetail = PersonDetailJson;
export type PeopleFilters = Pick<PeopleQuery, 'q' | 'role' | 'status'>;

const one = (id: string, action = '') =>
  `/admin/people/${encodeURIComponent(id)}${action ? `/${action}` : ''}`;

export function searchPeople(filters: PeopleFilters, page: number): Promise<ListData<PersonSummary>> {
  return unwrap(
    get<ListData<PersonSummary>>(
      '/admin/people',
      setParams({ ...filters, offset: (page - 1) * ADMIN_PAGE_SIZE, limit: ADMIN_PAGE_SIZE }),
    ),
  );
}

export function getPerson(id: string): Promise<PersonDetail> {
  return unwrap(get<PersonDetail>(one(id)));
}

export function setPersonActive(id: string, active: boolean, note: string): Promise<PersonSummary> {
  return unwrap(post<PersonSummary>(one(id, active ? 'activate' : 'deactivate'), { note }));
}

/** `commission` as a fraction (0.15 = 15 %); null returns the creator to the site's setting. */
export function setCommission(id: string, commission: number | null, note: string): Promise<PersonDetail> {
  return unwrap(post<PersonDetail>(one(id, 'commission'), { commission, note }));
}

export function unverifyCreator(id: string, note: string): Promise<PersonSummary> {
  return unwrap(post<PersonSummary>(one(id, 'unverify'), { note }));
}

/** "15" or "12.5" (percent) → 0.15 / 0.125; undefined when it is not a share from 0 to 100 in steps of 0.1. */
export function commissionFraction(text: string): number | undefined {
  const n = Number(text.trim());
  if (text.trim() === '' || !Number.isFinite(n) || n < 0 || n > 100) return undefined;
  const tenths = Math.round(n * 10);
  return Math.abs(tenths - n * 10) < 1e-6 ? tenths / 1000 : undefined;
}
