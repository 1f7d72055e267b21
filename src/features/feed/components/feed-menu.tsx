// The post's "more" menu (reference §5.1): open the post, copy its link; edit for the author.
// A small menu button (WAI-ARIA menu button pattern: Escape closes, arrows move, focus returns).
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from '@/components/link';
import { MoreIcon } from './feed-icons';
import styles from './feed-card.module.css';

interface Props {
  postHref: string;
  editHref: string | null;
  onCopyLink: () => void;
}

export function FeedMenu({ postHref, editHref, onCopyLink }: Props) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const wrap = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    wrap.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onDown = (e: MouseEvent) => {
      if (!wrap.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLUListElement>) => {
    const items = [...(wrap.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const i = items.indexOf(document.activeElement as HTMLElement);
    if (e.key === 'Escape') {
      e.preventDefault();
      close();
    } else if (e.key === 'ArrowDown') {
      e.preventDefault();
      items[(i + 1) % items.length]?.focus();
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      items[(i - 1 + items.length) % items.length]?.focus();
    } else if (e.key === 'Tab') setOpen(false);
  };

  return (
    <div className={styles.menuWrap} ref={wrap}>
      <button
        ref={button}
        type="button"
        className={styles.action}
        aria-label="More actions"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen((v) => !v)}
      >
        <MoreIcon />
      </button>
      {open ? (
        <ul id={id} role="menu" className={styles.menu} onKeyDown={onKeyDown}>
          <li role="none">
            <Link role="menuitem" className={styles.menuItem} href={postHref}>
              Open post
            </Link>
          </li>
          <li role="none">
            <button
              role="menuitem"
              type="button"
              className={styles.menuItem}
              onClick={() => {
                onCopyLink();
                close();
              }}
            >
              Copy link
            </button>
          </li>
          {editHref ? (
            <li role="none">
              <Link role="menuitem" className={styles.menuItem} href={editHref}>
                Edit post
              </Link>
            </li>
          ) : null}
        </ul>
      ) : null}
    </div>
  );
}
