// A button-looking link (href, open in new tab) that navigates client-side on a plain click; antd-free.
import type { ReactNode } from 'react';
import { Link } from '@/components/link';
import styles from './studio.module.css';

interface Props {
  href: string;
  type?: 'primary' | 'default';
  children: ReactNode;
}

export function LinkButton({ href, type = 'default', children }: Props) {
  return (
    <Link href={href} className={type === 'primary' ? styles.primary : styles.btn}>
      {children}
    </Link>
  );
}
