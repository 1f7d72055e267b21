// Country flag (served by the API at /flags/{code}.svg, as in the countries list) and its English name.
import { publicEnv } from '@/config/env';

let displayNames: Intl.DisplayNames | null | undefined;

/** "DE" -> "Germany"; the code itself when the runtime has no region names. */
export function countryName(code: string): string {
  if (!code) return '';
  if (displayNames === undefined) {
    try {
      displayNames = new Intl.DisplayNames(['en'], { type: 'region' });
    } catch {
      displayNames = null;
    }
  }
  try {
    return displayNames?.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

export const flagUrl = (code: string) =>
  `${publicEnv().apiEndpoint}/flags/${encodeURIComponent(code.toLowerCase())}.svg`;

export function CountryFlag({
  code,
  className,
  withName,
}: {
  code: string;
  className?: string;
  withName?: boolean;
}) {
  if (!/^[A-Za-z]{2}$/.test(code)) return null;
  const name = countryName(code);
  return (
    <>
      <img
        className={className}
        src={flagUrl(code)}
        alt={withName ? '' : name}
        title={name}
        width={20}
        height={15}
        loading="lazy"
      />
      {withName ? <span>{name}</span> : null}
    </>
  );
}
