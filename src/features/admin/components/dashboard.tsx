// The console's home (issue 23): what waits for an operator (each count a link to its queue), what the site sold
// today and in the period (gross, commission, net), and new fans and creators by day as a chart with its table.
// The chart (uPlot) loads on demand, for this page only.
import { useState } from 'react';
import dynamic from 'next/dynamic';
import { Link } from '@/components/link';
import { paths } from '@/config/paths';
import { formatExact } from '@/lib/money';
import { plainTable } from '@/components/plain-table';
import { getDashboard, type Dashboard as DashboardData } from '../site-api';
import { useAdminData } from '../use-admin-data';
import { SERIES_LABELS } from './signups-labels';
import { PeriodPicker, periodOf, type Period } from './period-picker';
import admin from './admin.module.css';
import styles from './site.module.css';

const SignupsChart = dynamic(() => import('./signups-chart').then((m) => m.SignupsChart), {
  ssr: false,
  loading: () => <p className={styles.label}>Drawing the chart…</p>,
});

function OpenWork({ work }: { work: DashboardData['openWork'] }) {
  const tiles = [
    { n: work.verificationsWaiting, label: 'verifications waiting', href: paths.admin.verifications },
    { n: work.reportsOpen, label: 'reports open', href: paths.admin.moderation },
    { n: work.payoutsPending, label: 'payouts pending', href: paths.admin.payouts },
  ];
  return (
    <ul className={styles.tiles}>
      {tiles.map((t) => (
        <li key={t.label}>
          <Link className={styles.tile} href={t.href}>
            <span className={styles.figure}>{t.n}</span>
            <span className={styles.label}>{t.label}</span>
          </Link>
        </li>
      ))}
      <li>
        {/* no queue: the renewal job retries the card and ends the subscription when it keeps failing */}
        <div className={styles.tile}>
          <span className={styles.figure}>{work.failedRenewals}</span>
          <span className={styles.label}>failed renewals in the period (retried by the renewal job)</span>
        </div>
      </li>
    </ul>
  );
}

function Sales({ title, sales }: { title: string; sales: DashboardData['today'] }) {
  return (
    <div className={styles.panel}>
      <h3 style={{ marginTop: 0, fontSize: 16 }}>{title}</h3>
      <dl>
        <dt>Gross (fans paid)</dt>
        <dd>{formatExact(sales.gross)}</dd>
        <dt>Commission (platform)</dt>
        <dd>{formatExact(sales.commission)}</dd>
        <dt>Net (creators)</dt>
        <dd>{formatExact(sales.net)}</dd>
      </dl>
    </div>
  );
}

function SignupsTable({ days }: { days: DashboardData['signups'] }) {
  const rows = days.filter((d) => d.fans || d.creators);
  return (
    <details>
      <summary>Show the figures as a table</summary>
      {rows.length ? (
        <table className={plainTable.table}>
          <caption className="sr-only">New fans and creators by day</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col" className={plainTable.num}>
                {SERIES_LABELS.fans}
              </th>
              <th scope="col" className={plainTable.num}>
                {SERIES_LABELS.creators}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((d) => (
              <tr key={d.date}>
                <th scope="row" data-label="Day" style={{ fontWeight: 400 }}>
                  {d.date}
                </th>
                <td data-label={SERIES_LABELS.fans} className={plainTable.num}>
                  {d.fans}
                </td>
                <td data-label={SERIES_LABELS.creators} className={plainTable.num}>
                  {d.creators}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>No sign-up in this period.</p>
      )}
    </details>
  );
}

export function Dashboard() {
  const [period, setPeriod] = useState<Period>(() => periodOf(30));
  const board = useAdminData(() => getDashboard(period.from, period.to), `${period.from}:${period.to}`);
  // after a refusal (a period past 366 days) the figures of the previous period would mislead: none shown
  const d = board.error ? null : board.data;
  const fans = d?.signups.reduce((n, s) => n + s.fans, 0) ?? 0;
  const creators = d?.signups.reduce((n, s) => n + s.creators, 0) ?? 0;
  return (
    <>
      <section aria-labelledby="open-work">
        <h2 id="open-work" style={{ fontSize: 18 }}>
          Open work
        </h2>
        {d ? <OpenWork work={d.openWork} /> : null}
      </section>
      <PeriodPicker value={period} onChange={setPeriod} />
      <p role="status" className={styles.label}>
        {board.loading
          ? 'Loading…'
          : d && !board.error
            ? `From ${d.period.from} to ${d.period.to} (UTC days)`
            : ''}
      </p>
      {board.error ? (
        <p className={admin.error} role="alert">
          {board.error}
        </p>
      ) : null}
      {d ? (
        <>
          <section aria-labelledby="sales" className={styles.sales}>
            <h2 id="sales" className="sr-only">
              Sales
            </h2>
            <Sales title="Today" sales={d.today} />
            <Sales title="The period" sales={d.period.sales} />
          </section>
          <section aria-labelledby="signups" className={styles.panel}>
            <h2 id="signups" style={{ fontSize: 18, marginTop: 0 }}>
              New fans and creators by day
            </h2>
            <SignupsChart
              days={d.signups}
              label={`New sign-ups by day from ${d.period.from} to ${d.period.to}: ${fans} fans and ${creators} creators in all. The figures are in the table below.`}
            />
            <SignupsTable days={d.signups} />
          </section>
        </>
      ) : null}
    </>
  );
}
