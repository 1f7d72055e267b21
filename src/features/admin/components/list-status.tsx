// A console list's status line (a decision's message, else "Loading…" or how many it found, announced politely)
// and its error, announced at once: one shape for the queues, the audit log and People.
import styles from './admin.module.css';

interface Props {
  /** what the list hook says: loading, how many there are (`total`) and its error */
  list: { loading: boolean; total: number; error?: string };
  /** the count's words, e.g. ['report', 'reports'] */
  noun: [one: string, many: string];
  loadingText?: string;
  /** the last decision's outcome, shown instead of the count */
  message?: string;
  /** an error of the page's own (a decision that failed), shown when the list has none */
  error?: string;
}

export function ListStatus({ list, noun, loadingText = 'Loading…', message, error }: Props) {
  const problem = list.error || error;
  return (
    <>
      <p role="status" className={styles.muted}>
        {message || (list.loading ? loadingText : `${list.total} ${list.total === 1 ? noun[0] : noun[1]}`)}
      </p>
      {problem ? (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      ) : null}
    </>
  );
}
