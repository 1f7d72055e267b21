export const MAIN_CONTENT_ID = 'main-content';

/** First focusable element of every layout: jumps over the header to the page content. */
export function SkipLink() {
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
      Skip to content
    </a>
  );
}
