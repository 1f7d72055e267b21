// "When the browser has nothing better to do" (issue 22): work a page does not need in its first seconds waits
// for the main thread's first idle period after the load event, so its download never competes with the page's
// own scripts and first render. requestIdleCallback's timeout bounds the wait on a page that never goes idle;
// where the browser has no requestIdleCallback (Safari), a short timer after the load event stands in.

/** The longest wait for an idle period before the work runs anyway. */
export const IDLE_TIMEOUT_MS = 3000;
/** Without requestIdleCallback: this long after the load event. */
export const NO_IDLE_CALLBACK_DELAY_MS = 500;

/** Resolves in the browser's first idle period after the load event (at most IDLE_TIMEOUT_MS later). */
export function browserIdle(): Promise<void> {
  return new Promise((resolve) => {
    const afterLoad = () => {
      if (typeof window.requestIdleCallback === 'function')
        window.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
      else window.setTimeout(resolve, NO_IDLE_CALLBACK_DELAY_MS);
    };
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
  });
}
