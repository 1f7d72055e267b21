// One report in the moderation queue: what was reported and by whom, the report's state, a preview of the item
// as it stands now (deleted, hidden or visible) and the decisions it allows.
import { Link } from '@/components/link';
import { useDates } from '@/lib/dates';
import { paths } from '@/config/paths';
import { hideableKind, type ReportQueueItem } from '../moderation-api';
import styles from './admin.module.css';
import records from './admin-records.module.css';

export type ReportDecision = 'hide' | 'restore' | 'dismiss' | 'deactivate';

export const KIND_LABELS: Record<string, string> = {
  feed: 'Post',
  video: 'Video',
  gallery: 'Gallery',
  product: 'Product',
  comment: 'Comment',
  message: 'Message',
  performer: 'Profile',
};
export const REPORT_STATUS_LABELS = { open: 'Open', actioned: 'Acted on', dismissed: 'Dismissed' } as const;

export const kindLabel = (target: string) => KIND_LABELS[target] ?? target;

function StatusTag({ status }: { status: ReportQueueItem['status'] }) {
  const tone = status === 'open' ? records.waiting : status === 'actioned' ? records.good : '';
  return <span className={`${records.state} ${tone}`}>{REPORT_STATUS_LABELS[status]}</span>;
}

function Preview({ item }: { item: ReportQueueItem }) {
  const { preview, report } = item;
  const kind = kindLabel(report.target).toLowerCase();
  if (!preview.exists) return <p className={styles.muted}>This {kind} has been deleted since.</p>;
  return (
    <>
      <p className={styles.muted} style={{ marginTop: 0 }}>
        {preview.hidden ? `Hidden by moderation: only its author sees it.` : `Visible on the site.`}
      </p>
      {preview.thumbnailUrl ? (
        <img src={preview.thumbnailUrl} alt={`Picture of the reported ${kind}`} />
      ) : null}
      {preview.title ? <strong>{preview.title}</strong> : null}
      {preview.excerpt ? <p className={records.excerpt}>{preview.excerpt}</p> : null}
      <p style={{ marginBottom: 0 }}>
        By{' '}
        {preview.authorId ? (
          <Link className={styles.link} href={paths.admin.person(preview.authorId)}>
            {preview.authorUsername || 'their account'}
          </Link>
        ) : (
          preview.authorUsername || 'a deleted account'
        )}
      </p>
    </>
  );
}

export function ReportCard({
  item,
  busy,
  onDecide,
}: {
  item: ReportQueueItem;
  busy: boolean;
  onDecide: (item: ReportQueueItem, decision: ReportDecision) => void;
}) {
  const dates = useDates();
  const { report, preview } = item;
  const kind = kindLabel(report.target);
  const canHide = hideableKind(report.target) !== null && preview.exists;
  const button = (decision: ReportDecision, label: string) => (
    <button type="button" className={styles.btn} disabled={busy} onClick={() => onDecide(item, decision)}>
      {label}
    </button>
  );
  return (
    <li className={`${styles.panel} ${records.report}`}>
      <section aria-label={`Report ${report._id}`}>
        <h2 className={records.sectionTitle}>
          {kind}: {report.title} <StatusTag status={item.status} />
        </h2>
        <p className={styles.muted} style={{ margin: 0 }}>
          Filed by {item.reporterUsername || 'a deleted account'} · {dates.dayTime(report.createdAt)}
        </p>
        {report.description ? <p className={records.excerpt}>{report.description}</p> : null}
        {item.decisionNote ? <p>Decision note: {item.decisionNote}</p> : null}
        <div className={styles.actions}>
          {canHide && !preview.hidden ? button('hide', `Hide the ${kind.toLowerCase()}…`) : null}
          {canHide && preview.hidden ? button('restore', `Restore the ${kind.toLowerCase()}…`) : null}
          {item.status === 'open' ? button('dismiss', 'Dismiss…') : null}
          {preview.authorId ? button('deactivate', 'Deactivate the author…') : null}
        </div>
      </section>
      <div className={records.preview} aria-label={`The reported ${kind.toLowerCase()}`} role="group">
        <Preview item={item} />
      </div>
    </li>
  );
}
