// Mounts its children once their place comes near the viewport (or at once where IntersectionObserver is
// missing). For heavy sections below the fold, e.g. a creator's content tabs: their code, data and rendering then
// stay out of the page's first seconds, when the visitor is looking at the top of it.
import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** shown until then; keeps a height so the page does not jump when the content arrives */
  minHeight?: number;
  rootMargin?: string;
}

export function WhenVisible({ children, minHeight = 240, rootMargin = '0px 0px 120px' }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return undefined;
    }
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          // a transition: the section renders in slices that yield to input instead of one long task
          startTransition(() => setVisible(true));
          io.disconnect();
        }
      },
      { rootMargin },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [rootMargin]);

  return visible ? <>{children}</> : <div ref={ref} style={{ minHeight }} aria-busy="true" />;
}
