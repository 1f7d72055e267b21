// A record shown as a card of label and value rows (antd's Card around a bordered Descriptions, without antd; issue
// 22): the fan's order and the creator's received order. The title is the page's heading; `extra` sits beside it
// (a link back to the list); `children` follow the rows (a form, a download button).
import { useId, type ReactNode } from 'react';
import styles from './detail-card.module.css';

/** One label and value row. */
export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <tr>
      <th scope="row">{label}</th>
      <td>{children}</td>
    </tr>
  );
}

interface Props {
  title: string;
  extra?: ReactNode;
  /** DetailRow elements */
  rows: ReactNode;
  children?: ReactNode;
}

export function DetailCard({ title, extra, rows, children }: Props) {
  const titleId = useId();
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <header className={styles.head}>
        <h1 id={titleId}>{title}</h1>
        {extra}
      </header>
      <div className={styles.body}>
        <table className={styles.items}>
          <tbody>{rows}</tbody>
        </table>
        {children}
      </div>
    </section>
  );
}
