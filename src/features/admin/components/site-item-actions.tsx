// The row actions of a console site item (a banner, a CMS page): edit it, or disable / enable it. The item's
// title completes each button's name for screen readers ("Edit Spring offer").
import styles from './admin.module.css';

interface Props {
  item: { title: string; status: string };
  busy: boolean;
  onEdit: () => void;
  onFlip: () => void;
}

export function SiteItemActions({ item, busy, onEdit, onFlip }: Props) {
  return (
    <div className={styles.actions} style={{ marginTop: 0 }}>
      <button type="button" className={styles.btn} onClick={onEdit}>
        Edit <span className="sr-only">{item.title}</span>
      </button>
      <button type="button" className={styles.btn} disabled={busy} onClick={onFlip}>
        {item.status === 'active' ? 'Disable' : 'Enable'} <span className="sr-only">{item.title}</span>
      </button>
    </div>
  );
}
