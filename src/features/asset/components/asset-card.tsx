// The frame every asset card shares (video, gallery, product in lists): the sized, lazy image or a placeholder
// icon, the badge rows over it, and a title link that covers the whole card. antd-free; each card fills the slots.
import { Link } from '@/components/link';
import { type ReactNode } from 'react';
import { formatPrice } from '../media';
import { LockIcon } from './asset-icons';
import styles from './asset-card.module.css';

export interface AssetCardOptions {
  /** heading level of the title inside the list (default 3) */
  headingLevel?: 2 | 3 | 4;
  /** load the image at once (first cards above the fold) */
  eager?: boolean;
}

interface Props extends AssetCardOptions {
  href: string;
  title: string;
  /** '' shows the placeholder icon */
  image: string;
  placeholder: ReactNode;
  /** square image (galleries, products) instead of 16:9 */
  square?: boolean;
  /** top row: a state badge on the left, the price on the right */
  badge?: ReactNode;
  price?: ReactNode;
  /** bottom row over the image (duration, photo count) */
  bottom?: ReactNode;
  /** the line under the title */
  meta?: ReactNode;
}

export function AssetCard({
  href,
  title,
  image,
  placeholder,
  square = false,
  badge = null,
  price = null,
  bottom = null,
  meta = null,
  headingLevel = 3,
  eager = false,
}: Props) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card}>
      <div className={square ? `${styles.thumb} ${styles.thumbSquare}` : styles.thumb}>
        {image ? (
          <img
            src={image}
            alt=""
            width={320}
            height={square ? 320 : 180}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : (
          <span className={styles.placeholder}>{placeholder}</span>
        )}
        <div className={styles.badges}>
          <span>{badge}</span>
          {price}
        </div>
        {bottom ? <div className={styles.badgesBottom}>{bottom}</div> : null}
      </div>
      <div className={styles.cardBody}>
        <Heading className={styles.cardTitle}>
          <Link className={styles.cardLink} href={href}>
            {title}
          </Link>
        </Heading>
        {meta ? <p className={styles.cardMeta}>{meta}</p> : null}
      </div>
    </article>
  );
}

/** The top-left badge of an item the viewer may not open. */
export function LockBadge() {
  return (
    <span className={styles.badge}>
      <LockIcon />
      <span className="sr-only">Locked</span>
    </span>
  );
}

/** The price badge (top right). */
export function PriceBadge({ price }: { price: number }) {
  return <span className={`${styles.badge} ${styles.badgeSale}`}>{formatPrice(price)}</span>;
}
