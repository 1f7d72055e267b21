// One account as the console sees it: who it is, its balance, its commission (a creator), the decisions an
// operator can take, and its records. Loaded again after every decision, so what shows is what the API holds.
import { useEffect, useState } from 'react';
import { Link } from '@/components/link';
import { toApiError } from '@/lib/api-error';
import { useDates } from '@/lib/dates';
import { formatExact } from '@/lib/money';
import { paths } from '@/config/paths';
import { getPerson, type PersonDetail } from '../people-api';
import { useConsoleGate } from './two-factor-gate';
import { PersonActions } from './person-actions';
import { PersonRecords } from './person-records';
import { StatusTag, reviewLabel, roleLabel } from './person-facts';
import styles from './admin.module.css';
import records from './admin-records.module.css';

const share = (fraction: number | null) =>
  fraction === null ? '—' : `${Math.round(fraction * 1000) / 10} %`;

export function PersonView({ id }: { id: string }) {
  const dates = useDates();
  const { refused } = useConsoleGate();
  const [detail, setDetail] = useState<PersonDetail | null>(null);
  const [error, setError] = useState('');
  const [message, setMessage] = useState('');
  const [round, setRound] = useState(0);

  useEffect(() => {
    let current = true;
    getPerson(id).then(
      (d) => {
        if (current) {
          setDetail(d);
          setError('');
        }
      },
      (err: unknown) => {
        if (current && !refused(err)) setError(toApiError(err, 'This account could not be loaded').message);
      },
    );
    return () => {
      current = false;
    };
  }, [id, round, refused]);

  const back = (
    <p>
      <Link className={styles.link} href={paths.admin.people}>
        ← All people
      </Link>
    </p>
  );
  if (!detail || detail.person._id !== id)
    return (
      <>
        {back}
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : (
          <p role="status" className={styles.muted}>
            Loading the account…
          </p>
        )}
      </>
    );

  const { person } = detail;
  return (
    <>
      {back}
      <p role="status" className={styles.muted}>
        {message}
      </p>
      <section className={styles.panel} aria-label="Account">
        <h2 className={records.sectionTitle}>
          {person.name || person.username} <StatusTag person={person} />
        </h2>
        <dl className={records.facts}>
          <dt>Username</dt>
          <dd>{person.username ? `@${person.username}` : '—'}</dd>
          <dt>E-mail</dt>
          <dd className={records.wrap}>{person.email || '—'}</dd>
          <dt>Role</dt>
          <dd>{roleLabel(person.role)}</dd>
          <dt>Country</dt>
          <dd>{person.country || 'not given'}</dd>
          <dt>Joined</dt>
          <dd>{dates.day(person.createdAt)}</dd>
          <dt>Balance</dt>
          <dd>{formatExact(person.balance)}</dd>
          {person.role === 'performer' ? (
            <>
              <dt>ID review</dt>
              <dd>{reviewLabel(person.documentReview)}</dd>
              <dt>Commission</dt>
              <dd>
                {share(detail.commission)}
                {detail.commissionOverride === null ? ' (the site setting)' : ' (their own)'}
              </dd>
            </>
          ) : null}
        </dl>
      </section>
      <PersonActions
        key={`${person.status}:${detail.commissionOverride}:${round}`}
        detail={detail}
        onDone={(text) => {
          setMessage(text);
          setRound((r) => r + 1);
        }}
      />
      <PersonRecords detail={detail} />
    </>
  );
}
