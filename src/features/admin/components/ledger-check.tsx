// The ledger check (issue 23): the proof `npm run ledger -- check` runs, from the console. Run on demand (it reads
// every ledger line); the report says whether the money adds up and, if not, which account or movement is off.
import { useState } from 'react';
import { formatExact } from '@/lib/money';
import { useDates } from '@/lib/dates';
import { plainTable } from '@/components/plain-table';
import { checkLedger, type LedgerReport } from '../site-api';
import { useAdminData } from '../use-admin-data';
import styles from './admin.module.css';
import site from './site.module.css';

function Problems({ report }: { report: LedgerReport }) {
  const rows = [
    ...report.mismatches.map((m) => ({
      key: `m${m.accountId}`,
      what: 'Balance differs from its ledger',
      id: m.accountId,
      detail: `balance ${formatExact(m.balance)}, ledger ${formatExact(m.ledger)}`,
    })),
    ...report.negative.map((n) => ({
      key: `n${n.accountId}`,
      what: 'Negative balance',
      id: n.accountId,
      detail: formatExact(n.balance),
    })),
    ...report.unbalanced.map((u) => ({
      key: `u${u.transactionId}`,
      what: 'Movement does not sum to zero',
      id: u.transactionId,
      detail: `sums to ${formatExact(u.total)}`,
    })),
  ];
  return (
    <table className={plainTable.table}>
      <caption className="sr-only">What the check found wrong</caption>
      <thead>
        <tr>
          <th scope="col">Problem</th>
          <th scope="col">Account or movement</th>
          <th scope="col">Figures</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key}>
            <td data-label="Problem">{r.what}</td>
            <td data-label="Account or movement" className={site.code}>
              {r.id}
            </td>
            <td data-label="Figures">{r.detail}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function LedgerCheck() {
  const dates = useDates();
  const [round, setRound] = useState(0);
  const check = useAdminData(() => (round ? checkLedger() : Promise.resolve(null)), `ledger:${round}`);
  const report = check.data;
  return (
    <>
      <div className={styles.panel}>
        <p style={{ marginTop: 0 }}>
          Checks that every account’s balance equals the sum of its ledger lines, that no balance is negative
          and that every movement sums to zero — the same check as <code>npm run ledger -- check</code>.
        </p>
        <button
          type="button"
          className={`${styles.btn} ${styles.primary}`}
          onClick={() => setRound((r) => r + 1)}
          disabled={check.loading && round > 0}
        >
          {report ? 'Check again' : 'Run the check'}
        </button>
      </div>
      <div role="status" aria-live="polite">
        {round && check.loading ? <p>Checking…</p> : null}
        {check.error ? <p className={styles.error}>{check.error}</p> : null}
        {report && !check.loading ? (
          <p className={report.ok ? site.ok : styles.error}>
            {report.ok
              ? `The ledger is balanced: ${report.entries} lines over ${report.accounts} accounts; every balance equals its ledger sum and none is negative.`
              : `The check FAILED: ${report.mismatches.length + report.negative.length + report.unbalanced.length} problems found.`}{' '}
            (checked {dates.dayTime(report.checkedAt)})
          </p>
        ) : null}
      </div>
      {report && !report.ok ? <Problems report={report} /> : null}
    </>
  );
}
