// The app's one link (issue 22): an <a> whose plain click on a path of this site is a client navigation through
// the pages router's singleton, which _app carries anyway. next/link weighs about 2.2 kB gzip and Turbopack copies
// it into every chunk that renders one, so a page with the site header downloaded it twice (the header's layout
// chunk and the page's own). Like next/link, a pointer or a finger on the link prefetches its route (chunks of
// another page, fetched when the user is about to ask for them); unlike it, nothing is prefetched because a link
// scrolled into view: that fetched other pages' code in every page's idle time.
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import Router from 'next/router';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
}

/** A path of this site ("/x", not "//host/x"): the router can take it; anything else is the browser's. */
const ownPath = (href: string) => href.startsWith('/') && !href.startsWith('//');

/** Left click without a modifier (a new tab or window stays the browser's), on a link that opens in place. */
function plainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined) {
  return (
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey &&
    (!target || target === '_self')
  );
}

function prefetch(href: string) {
  try {
    Router.prefetch(href).catch(() => undefined);
  } catch {
    // no router yet (before hydration): the click will load the route itself
  }
}

export function Link({ href, onClick, onMouseEnter, onTouchStart, target, ...rest }: LinkProps) {
  const routed = ownPath(href);
  return (
    <a
      {...rest}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !routed || !plainClick(event, target)) return;
        try {
          void Router.push(href);
        } catch {
          return; // no router (before hydration): the browser loads the page
        }
        event.preventDefault();
      }}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        if (routed) prefetch(href);
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        if (routed) prefetch(href);
      }}
    />
  );
}
