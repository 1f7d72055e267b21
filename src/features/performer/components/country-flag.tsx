// Country flag (served by the API at /flags/{code}.svg, as in the countries list) and its English name.
import { publicEnv } from '@/config/env';
import { COUNTRY_NAMES } from '@/lib/country-names';

/** "DE" -> "Germany"; the code itself when it is not a known country. */
export function countryName(code: string): string {
  if (!code) return '';
  return COUNTRY_NAMES[code.toUpperCase()] ?? code;
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
