// Coupons (issue 23): every coupon with its uses (completed, and held by payments still waiting for the payer),
// a form to create one (checked here as the API checks it, the API's answer shown when it still refuses), and
// disable / enable. The same rules as `npm run coupons`.
import { useState, type FormEvent } from 'react';
import { toApiError } from '@/lib/api-error';
import { useDates } from '@/lib/dates';
import { plainTable } from '@/components/plain-table';
import { PlainField } from '@/components/plain-field';
import { createCoupon, getCoupons, setCouponActive, type AdminCoupon } from '../site-api';
import { useAdminData } from '../use-admin-data';
import { ListStatus } from './list-status';
import { useConsoleGate } from './two-factor-gate';
import styles from './admin.module.css';

interface Draft {
  code: string;
  percent: string;
  uses: string;
  perFan: string;
  expires: string;
}
const EMPTY: Draft = { code: '', percent: '10', uses: '100', perFan: '1', expires: '' };
type Problems = Partial<Record<keyof Draft, string>>;

const whole = (s: string) => (/^\d+$/.test(s.trim()) ? Number(s) : NaN);

/** The draft as the API's body, or what is wrong with each field. */
export function checkCoupon(d: Draft, today: string) {
  const problems: Problems = {};
  if (!/^[A-Za-z0-9_-]{3,50}$/.test(d.code.trim())) problems.code = '3 to 50 letters, digits, - or _';
  const percent = /^\d+(\.\d{1,2})?$/.test(d.percent.trim()) ? Number(d.percent) : NaN;
  if (!(percent > 0 && percent < 100))
    problems.percent = 'A percentage above 0 and below 100 (two decimals at most)';
  const uses = whole(d.uses);
  if (!(uses >= 1)) problems.uses = 'A whole number of at least 1';
  const perFan = whole(d.perFan);
  if (!(perFan >= 0 && perFan <= 999_999)) problems.perFan = 'A whole number (0 = no limit per fan)';
  if (d.expires && !(d.expires >= today)) problems.expires = 'Today or a later day';
  const body = {
    code: d.code.trim(),
    value: Math.round(percent * 100) / 10_000,
    numberOfUses: uses,
    perFanUses: perFan,
    ...(d.expires ? { expires: d.expires } : {}),
  };
  return { problems, body };
}

function Status({ coupon, onChanged }: { coupon: AdminCoupon; onChanged: (message: string) => void }) {
  const { refused } = useConsoleGate();
  const [busy, setBusy] = useState(false);
  const active = coupon.status === 'active';
  const flip = () => {
    setBusy(true);
    setCouponActive(coupon.code, !active).then(
      (after) => {
        setBusy(false);
        onChanged(`${after.code} is ${after.status === 'active' ? 'enabled' : 'disabled'}.`);
      },
      (err: unknown) => {
        setBusy(false);
        if (!refused(err)) onChanged(toApiError(err, 'The coupon could not be changed').message);
      },
    );
  };
  return (
    <button type="button" className={styles.btn} disabled={busy} onClick={flip}>
      {active ? 'Disable' : 'Enable'} <span className="sr-only">{coupon.code}</span>
    </button>
  );
}

export function Coupons() {
  const dates = useDates();
  const { refused } = useConsoleGate();
  const list = useAdminData(getCoupons, 'coupons');
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [problems, setProblems] = useState<Problems>({});
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const [error, setError] = useState('');
  const field = (key: keyof Draft) => ({
    id: `coupon-${key}`,
    value: draft[key],
    error: problems[key],
    onChange: (v: string) => setDraft((d) => ({ ...d, [key]: v })),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const { problems: found, body } = checkCoupon(draft, new Date().toISOString().slice(0, 10));
    setProblems(found);
    setError('');
    if (Object.keys(found).length) return;
    setBusy(true);
    createCoupon(body).then(
      (created) => {
        setBusy(false);
        setDraft(EMPTY);
        setMessage(`Coupon ${created.code} created.`);
        list.reload();
      },
      (err: unknown) => {
        setBusy(false);
        if (!refused(err)) setError(toApiError(err, 'The coupon could not be created').message);
      },
    );
  };

  const coupons = list.data ?? [];
  return (
    <>
      <form className={styles.panel} onSubmit={submit} noValidate aria-labelledby="new-coupon">
        <h2 id="new-coupon" style={{ fontSize: 18, marginTop: 0 }}>
          New coupon
        </h2>
        <p className={styles.muted}>
          Fans type the code when they top up their wallet; it takes a share off the price.
        </p>
        <PlainField label="Code" maxLength={50} autoComplete="off" {...field('code')} />
        <PlainField label="Discount (%)" inputMode="decimal" {...field('percent')} />
        <PlainField label="Number of uses" inputMode="numeric" {...field('uses')} />
        <PlainField label="Uses per fan (0 = no limit)" inputMode="numeric" {...field('perFan')} />
        <PlainField label="Last day it works (empty: a year from today)" type="date" {...field('expires')} />
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className={`${styles.btn} ${styles.primary}`} disabled={busy}>
          {busy ? 'Creating…' : 'Create coupon'}
        </button>
      </form>
      <ListStatus list={{ ...list, total: coupons.length }} noun={['coupon', 'coupons']} message={message} />
      <table className={plainTable.table}>
        <caption className="sr-only">Coupons and their uses</caption>
        <thead>
          <tr>
            <th scope="col">Code</th>
            <th scope="col" className={plainTable.num}>
              Discount
            </th>
            <th scope="col">Uses</th>
            <th scope="col">Expires</th>
            <th scope="col">Status</th>
            <th scope="col">Change</th>
          </tr>
        </thead>
        <tbody>
          {coupons.map((c) => (
            <tr key={c._id}>
              <td data-label="Code">{c.code}</td>
              <td data-label="Discount" className={plainTable.num}>
                {Math.round(c.value * 10_000) / 100} %
              </td>
              <td data-label="Uses">
                {c.used} of {c.numberOfUses}
                {c.held ? `, ${c.held} waiting for payment` : ''}
                {c.perFanUses ? ` (${c.perFanUses} per fan)` : ' (no limit per fan)'}
              </td>
              <td data-label="Expires">{dates.day(c.expiredDate)}</td>
              <td data-label="Status">{c.status === 'active' ? 'Active' : 'Disabled'}</td>
              <td data-label="Change">
                <Status
                  coupon={c}
                  onChanged={(m) => {
                    setMessage(m);
                    list.reload();
                  }}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
