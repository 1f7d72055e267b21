import { SkipLink } from '@/components/skip-link';
import { RouteProgress } from '@/components/route-progress';

/** Rendered by every layout (spec §2): the skip link and the route-change progress bar. */
export function SharedElement() {
  return (
    <>
      <SkipLink />
      <RouteProgress />
    </>
  );
}
