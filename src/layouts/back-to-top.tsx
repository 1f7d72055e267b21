// antd-free "Back to top" button for plain pages: appears after scrolling down a screen, like antd's BackTop.
import { useEffect, useState } from 'react';
import { ArrowUpIcon } from '@/components/icons';
import styles from './back-to-top.module.css';

export function BackToTop() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > 400);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      className={styles.button}
      aria-label="Back to top"
      onClick={() => {
        const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
      }}
    >
      <ArrowUpIcon />
    </button>
  );
}
