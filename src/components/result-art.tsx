// The picture of an error result on antd-free pages (profile, post, asset pages), drawn like antd's Result:
// 403 a lock, 404 a magnifier with a cross, a success (2xx) a ticked circle, anything else a warning sign.
export function ResultArt({ statusCode, className }: { statusCode: number; className?: string }) {
  const shape =
    statusCode === 403 ? (
      <>
        <rect x="5" y="11" width="14" height="10" rx="2" />
        <path d="M8 11V8a4 4 0 0 1 8 0v3m-4 4v2" />
      </>
    ) : statusCode === 404 ? (
      <>
        <circle cx="10.5" cy="10.5" r="6.5" />
        <path d="m15.5 15.5 5 5M8.5 8.5l4 4m0-4-4 4" />
      </>
    ) : statusCode >= 200 && statusCode < 300 ? (
      <>
        <circle cx="12" cy="12" r="9" />
        <path d="m8 12.5 2.5 2.5L16 9.5" />
      </>
    ) : (
      <path d="M12 3 2 20h20L12 3zm0 6v5m0 3h.01" />
    );
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.4}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      focusable="false"
    >
      {shape}
    </svg>
  );
}
