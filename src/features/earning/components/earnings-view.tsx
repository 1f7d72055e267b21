// /creator/earning (issue 10): the period's totals, net earnings by day as a chart with its numbers, and the
// earning rows. Type and dates filter all three; sort and page apply to the rows; everything lives in the URL.
// A money event (a tip arriving) refreshes what is shown.
import { useEffect, useMemo } from 'react';
import { Pager, PersonCell, plainTable, SelectFilter, SortHeader } from '@/components/plain-table';
import { useDates } from '@/lib/dates';
import { formatExact } from '@/lib/money';
import type { TableQueryDefaults } from '@/lib/table-query';
import { useUrlTable } from '@/lib/use-url-table';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { useFeature } from '@/store/use-feature';
import { earningFeature } from '../earning-feature';
import { earningsRequested, earningsViewLeft, selectEarning, summaryRequested } from '../earning-slice';
import { buildEarningSeries } from '../earnings-series';
import { EARNING_TYPES } from '../types';
import { EarningsChart } from './earnings-chart';
import { DailyTable } from './daily-table';
import { chartLabel } from './earnings-figures';
import styles from './earnings.module.css';

type Filters = { type: string; fromDate: string; toDate: string };
const defaults: TableQueryDefaults<Filters> = {
  pageSize: 10,
  sortBy: 'createdAt',
  filters: { type: '', fromDate: '', toDate: '' },
  allowed: { type: Object.keys(EARNING_TYPES), sortBy: ['createdAt', 'grossPrice', 'netPrice'] },
};

const day = (v: string) => (/^\d{4}-\d{2}-\d{2}$/.test(v) ? v : '');

export function EarningsView() {
  const dates = useDates();
  useFeature(earningFeature);
  const dispatch = useAppDispatch();
  const { earnings, summary } = useAppSelector(selectEarning);
  const t = useUrlTable(defaults);
  const filters = useMemo(
    () => ({
      type: t.state.filters.type,
      fromDate: day(t.state.filters.fromDate),
      toDate: day(t.state.filters.toDate),
    }),
    [t.state.filters],
  );
  const filtersKey = JSON.stringify(filters);

  useEffect(() => {
    if (t.ready) dispatch(earningsRequested({ key: t.key, query: { ...t.apiQuery, ...filters } }));
    // the key names the whole view
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, t.key, t.ready]);
  useEffect(() => {
    if (t.ready) dispatch(summaryRequested({ key: filtersKey, filters }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, filtersKey, t.ready]);
  useEffect(
    () => () => {
      dispatch(earningsViewLeft());
    },
    [dispatch],
  );

  const series = useMemo(() => buildEarningSeries(summary.daily, filters), [summary.daily, filters]);
  const rowsLoading = earnings.status === 'loading' || earnings.key !== t.key;
  const summaryReady = summary.key === filtersKey && summary.status === 'succeeded';
  const stats = summary.stats;
  const heading = series.unit === 'month' ? 'Earnings by month' : 'Earnings by day';

  return (
    <>
      <div className={styles.filters} role="group" aria-label="Filter earnings">
        <SelectFilter
          label="Type"
          value={t.state.filters.type}
          options={EARNING_TYPES}
          onChange={(v) => t.setFilter('type', v)}
          className={styles.control}
        />
        <label>
          From
          <input
            type="date"
            className={styles.control}
            value={filters.fromDate}
            max={filters.toDate || undefined}
            onChange={(e) => t.setFilter('fromDate', e.target.value)}
          />
        </label>
        <label>
          To
          <input
            type="date"
            className={styles.control}
            value={filters.toDate}
            min={filters.fromDate || undefined}
            onChange={(e) => t.setFilter('toDate', e.target.value)}
          />
        </label>
        {filters.type || filters.fromDate || filters.toDate ? (
          <button
            type="button"
            className={styles.button}
            onClick={() => t.go({ ...t.state, current: 1, filters: defaults.filters })}
          >
            Clear filters
          </button>
        ) : null}
      </div>

      {summary.error && summary.key === filtersKey ? (
        <div role="alert" className={styles.alert}>
          {summary.error}
        </div>
      ) : null}
      <dl className={styles.stats} aria-busy={!summaryReady || undefined}>
        <div className={styles.stat}>
          <dt>Total earned (what fans paid)</dt>
          <dd>{stats ? formatExact(stats.totalGrossPrice) : '—'}</dd>
        </div>
        <div className={styles.stat}>
          <dt>Site commission</dt>
          <dd>{stats ? formatExact(stats.totalSiteCommission) : '—'}</dd>
        </div>
        <div className={styles.stat}>
          <dt>Net earnings (yours)</dt>
          <dd>{stats ? formatExact(stats.totalNetPrice) : '—'}</dd>
        </div>
      </dl>

      <section className={styles.section} aria-labelledby="earnings-chart">
        <h2 id="earnings-chart">{heading}</h2>
        {!summaryReady && !summary.daily.length ? (
          <p role="status">Loading your earnings…</p>
        ) : series.buckets.length ? (
          <>
            <EarningsChart series={series} label={chartLabel(series, dates.locale)} />
            <DailyTable series={series} />
          </>
        ) : (
          <p className={styles.muted}>Nothing earned in this period yet.</p>
        )}
      </section>

      <section aria-labelledby="earnings-rows">
        <h2 id="earnings-rows" style={{ fontSize: 18 }}>
          Earning history
        </h2>
        {earnings.error && earnings.key === t.key ? (
          <div role="alert" className={styles.alert}>
            {earnings.error}
          </div>
        ) : null}
        <table className={plainTable.table} aria-busy={rowsLoading || undefined}>
          <thead>
            <tr>
              <SortHeader table={t} field="createdAt" label="Date" />
              <th scope="col">Fan</th>
              <th scope="col">Type</th>
              <SortHeader table={t} field="grossPrice" label="Gross" numeric />
              <th scope="col" className={plainTable.num}>
                Commission
              </th>
              <SortHeader table={t} field="netPrice" label="Net" numeric />
            </tr>
          </thead>
          <tbody>
            {earnings.items.map((e) => (
              <tr key={e._id}>
                <td data-label="Date">{dates.dayTime(e.createdAt)}</td>
                <td data-label="Fan">
                  <PersonCell avatar={e.fanAvatar}>{e.fanName || 'A fan'}</PersonCell>
                </td>
                <td data-label="Type">
                  {EARNING_TYPES[e.type] ?? e.type}
                  {e.isRefunded ? <span className={styles.refunded}> · Refunded</span> : null}
                  {e.note ? <span className={styles.note}>“{e.note}”</span> : null}
                </td>
                <td data-label="Gross" className={plainTable.num}>
                  {formatExact(e.grossPrice)}
                </td>
                <td data-label="Commission" className={plainTable.num}>
                  {formatExact(e.siteCommission)}
                </td>
                <td data-label="Net" className={plainTable.num}>
                  {formatExact(e.netPrice)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {rowsLoading && !earnings.items.length ? <p role="status">Loading earning history…</p> : null}
        {!rowsLoading && !earnings.items.length && !earnings.error ? (
          <p className={styles.muted}>
            No earnings{filters.type || filters.fromDate || filters.toDate ? ' match these filters' : ' yet'}.
          </p>
        ) : null}
        <Pager table={t} total={earnings.total} />
      </section>
    </>
  );
}
