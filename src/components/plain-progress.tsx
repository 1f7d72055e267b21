// A labelled progress bar (0-100) with its figure, without antd (issue 22): the studio's upload forms and the shared
// upload queue's rows.
import styles from './plain-progress.module.css';

interface Props {
  percent: number;
  label: string;
  size?: 'small';
  status?: 'done' | 'failed';
  className?: string;
}

export function PlainProgress({ percent, label, size, status, className }: Props) {
  const classes = [styles.progress, size ? styles.small : '', status ? styles[status] : '', className];
  return (
    <div className={classes.filter(Boolean).join(' ')}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className={styles.track}
      >
        <div className={styles.bar} style={{ width: `${percent}%` }} />
      </div>
      <span className={styles.percent} aria-hidden>
        {percent}%
      </span>
    </div>
  );
}
