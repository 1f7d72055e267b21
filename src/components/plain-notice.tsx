// A notice box of the antd-free pages (issue 22), in the place of antd's Alert: info, success, warning or error,
// a title, an optional description and an action (a button beside the words). Errors are announced at once
// (role alert); the others politely (role status), so a notice present when the page opens is not read out as
// an emergency. Colours from the app's tokens, light and dark.
import type { ReactNode } from 'react';
import styles from './plain-notice.module.css';

interface Props {
  type: 'info' | 'success' | 'warning' | 'error';
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
}

export function PlainNotice({ type, title, description, action, className }: Props) {
  return (
    <div
      role={type === 'error' ? 'alert' : 'status'}
      className={[styles.notice, styles[type], className].filter(Boolean).join(' ')}
    >
      <div className={styles.words}>
        <div className={description ? styles.titleStrong : undefined}>{title}</div>
        {description ? <div className={styles.description}>{description}</div> : null}
      </div>
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
