// People: every account (fans, creators, operators) found by name, username or e-mail, filtered by role and
// status, 20 per page; each row opens the account's view. Phones get one card per account (plain-table's cards).
import { useId, useState } from 'react';
import { Link } from '@/components/link';
import { useDates } from '@/lib/dates';
import { formatExact } from '@/lib/money';
import { Pager, SelectFilter, plainTable } from '@/components/plain-table';
import { paths } from '@/config/paths';
import { searchPeople, type PeopleFilters } from '../people-api';
import { usePagedAdminList } from '../use-admin-list';
import { ListStatus } from './list-status';
import { ROLE_LABELS, StatusTag, roleLabel } from './person-facts';
import styles from './admin.module.css';
import records from './admin-records.module.css';

const STATUSES = { active: 'Active', inactive: 'Deactivated' };

export function PeopleSearch() {
  const dates = useDates();
  const fieldId = useId();
  const [text, setText] = useState('');
  const { list, filters, filter, table } = usePagedAdminList(searchPeople, {} as PeopleFilters);

  return (
    <>
      <form
        className={styles.filters}
        role="search"
        aria-label="Find people"
        onSubmit={(e) => {
          e.preventDefault();
          filter({ ...filters, q: text.trim() || undefined });
        }}
      >
        <div className={styles.field}>
          <label htmlFor={`${fieldId}-q`}>Name, username or e-mail</label>
          <input
            id={`${fieldId}-q`}
            className={styles.input}
            type="search"
            value={text}
            maxLength={100}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
        <SelectFilter
          label="Role"
          value={filters.role ?? ''}
          options={ROLE_LABELS}
          className={styles.input}
          onChange={(v) => filter({ ...filters, role: (v || undefined) as PeopleFilters['role'] })}
        />
        <SelectFilter
          label="Status"
          value={filters.status ?? ''}
          options={STATUSES}
          className={styles.input}
          onChange={(v) => filter({ ...filters, status: (v || undefined) as PeopleFilters['status'] })}
        />
        <button type="submit" className={`${styles.btn} ${styles.primary}`}>
          Search
        </button>
      </form>
      <ListStatus list={list} noun={['account', 'accounts']} loadingText="Searching…" />
      <table className={plainTable.table}>
        <caption className="sr-only">Accounts, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Account</th>
            <th scope="col">E-mail</th>
            <th scope="col">Role</th>
            <th scope="col">Status</th>
            <th scope="col" className={plainTable.num}>
              Balance
            </th>
            <th scope="col">Joined</th>
          </tr>
        </thead>
        <tbody>
          {list.items.map((p) => (
            <tr key={p._id}>
              <td data-label="Account">
                <span className={records.cell}>
                  <Link className={styles.link} href={paths.admin.person(p._id)}>
                    {p.username || p.email}
                  </Link>
                  {p.name ? <span className={`${styles.muted} ${records.block}`}>{p.name}</span> : null}
                </span>
              </td>
              <td data-label="E-mail">
                <span className={records.cell}>{p.email || '—'}</span>
              </td>
              <td data-label="Role">{roleLabel(p.role)}</td>
              <td data-label="Status">
                <StatusTag person={p} />
              </td>
              <td data-label="Balance" className={plainTable.num}>
                {formatExact(p.balance)}
              </td>
              <td data-label="Joined">{dates.day(p.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {!list.loading && list.items.length === 0 && !list.error ? (
        <div className={styles.panel}>Nobody matches this search.</div>
      ) : null}
      <Pager table={table} total={list.total} />
    </>
  );
}
