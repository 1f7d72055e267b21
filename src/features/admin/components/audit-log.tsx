// The audit log: every console decision, newest first, filtered by actor, action, target and days (UTC), paged.
// Phones get one card per entry (plain-table's cards).
import { useId, useState } from 'react';
import { useDates } from '@/lib/dates';
import { Pager, plainTable } from '@/components/plain-table';
import { getAuditLog, type AuditFilters } from '../api';
import { usePagedAdminList } from '../use-admin-list';
import { ListStatus } from './list-status';
import styles from './admin.module.css';

const FIELDS: { key: keyof AuditFilters; label: string; type?: string; hint?: string }[] = [
  { key: 'actorId', label: 'Operator id' },
  { key: 'action', label: 'Action', hint: 'e.g. verification.approve' },
  { key: 'targetKind', label: 'Target kind', hint: 'e.g. user, payout' },
  { key: 'targetId', label: 'Target id' },
  { key: 'from', label: 'From (UTC day)', type: 'date' },
  { key: 'to', label: 'To (UTC day)', type: 'date' },
];

const change = (before: unknown, after: unknown) =>
  `${JSON.stringify(before ?? null)} → ${JSON.stringify(after ?? null)}`;

export function AuditLog() {
  const dates = useDates();
  const formId = useId();
  const [draft, setDraft] = useState<AuditFilters>({});
  const { list, filter, table } = usePagedAdminList(getAuditLog, {} as AuditFilters);

  return (
    <>
      <form
        className={styles.filters}
        aria-label="Filter the audit log"
        onSubmit={(e) => {
          e.preventDefault();
          filter(Object.fromEntries(Object.entries(draft).filter(([, v]) => v)));
        }}
      >
        {FIELDS.map((f) => (
          <div key={f.key} className={styles.field}>
            <label htmlFor={`${formId}-${f.key}`}>{f.label}</label>
            <input
              id={`${formId}-${f.key}`}
              className={styles.input}
              type={f.type ?? 'text'}
              placeholder={f.hint}
              value={draft[f.key] ?? ''}
              onChange={(e) => setDraft({ ...draft, [f.key]: e.target.value.trim() })}
            />
          </div>
        ))}
        <button type="submit" className={`${styles.btn} ${styles.primary}`}>
          Filter
        </button>
        <button
          type="button"
          className={styles.btn}
          onClick={() => {
            setDraft({});
            filter({});
          }}
        >
          Clear
        </button>
      </form>
      <ListStatus list={list} noun={['entry', 'entries']} />
      <table className={plainTable.table}>
        <caption className="sr-only">Audit log, newest first</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Operator</th>
            <th scope="col">Action</th>
            <th scope="col">Target</th>
            <th scope="col">Change</th>
            <th scope="col">Note</th>
            <th scope="col">IP</th>
          </tr>
        </thead>
        <tbody>
          {list.items.map((a) => (
            <tr key={a._id}>
              <td data-label="When">{dates.dayTime(a.createdAt)}</td>
              <td data-label="Operator">{a.actorUsername || a.actorId}</td>
              <td data-label="Action">{a.action}</td>
              <td data-label="Target">
                {a.targetKind} {a.targetId}
              </td>
              <td data-label="Change">
                <pre className={styles.pre}>{change(a.before, a.after)}</pre>
              </td>
              <td data-label="Note">{a.note}</td>
              <td data-label="IP">{a.ip}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pager table={table} total={list.total} />
    </>
  );
}
