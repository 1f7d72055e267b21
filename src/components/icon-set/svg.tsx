// The one SVG shell of the inline icons (../icons.tsx lists them; one module per icon, so a chunk carries only the
// icons it renders: the header's chunk and a page's each had a copy of all of them).
import type { CSSProperties, ReactNode } from 'react';

export interface IconProps {
  className?: string;
  style?: CSSProperties;
  /** filled shape instead of an outline */
  filled?: boolean;
}

/**
 * The one SVG shell of every inline icon. Stroke and fill come from the `fp-icon` class (globals.css) rather
 * than six attributes per icon: a feed page renders over a hundred icons, and each attribute costs server
 * render time and bytes.
 */
export function svg(children: ReactNode, { className, style, filled }: IconProps = {}) {
  const classes = ['fp-icon', filled ? 'fp-icon--filled' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <svg className={classes} style={style} viewBox="0 0 24 24" width="1em" height="1em" aria-hidden>
      {children}
    </svg>
  );
}
