// A canvas chart (uPlot) that fits its box: drawn at the box's width, resized with it, drawn again when the theme
// flips (its colours are read from the theme's CSS variables when drawn), and destroyed with the component. The
// earnings chart and the console's sign-ups chart share it; each says how to draw itself.
import { useEffect, type DependencyList, type RefObject } from 'react';

/** What the hook needs of a drawn chart (uPlot's instance has both). */
export interface ResponsivePlot {
  destroy(): void;
  setSize(size: { width: number; height: number }): void;
}

const MIN_WIDTH = 200;

/**
 * Draws with `draw(el, width)` (null: nothing to draw) whenever `deps` change. `draw` is read from the render
 * that changed `deps`, like an effect's body.
 */
export function useResponsivePlot(
  box: RefObject<HTMLElement | null>,
  height: number,
  draw: (el: HTMLElement, width: number) => ResponsivePlot | null,
  deps: DependencyList,
): void {
  useEffect(() => {
    const el = box.current;
    if (!el) return undefined;
    const width = () => Math.max(MIN_WIDTH, el.clientWidth);
    let plot: ResponsivePlot | null = null;
    const redraw = () => {
      plot?.destroy();
      plot = draw(el, width());
    };
    redraw();
    const resize = new ResizeObserver(() => plot?.setSize({ width: width(), height }));
    resize.observe(el);
    const theme = new MutationObserver(redraw);
    theme.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    return () => {
      resize.disconnect();
      theme.disconnect();
      plot?.destroy();
    };
    // the caller's deps say when what `draw` draws changed
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
}
