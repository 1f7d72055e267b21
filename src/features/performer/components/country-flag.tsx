// Country flag (served by the API at /flags/{code}.svg, as in the countries list) and its English name, which comes
// with the creator's data (country-names.ts): the name table never ships with a page.
import { publicEnv } from '@/config/env';

export const flagUrl = (code: string) =>
  `${publicEnv().apiEndpoint}/flags/${encodeURIComponent(code.toLowerCase())}.svg`;

export function CountryFlag({
  code,
  name: givenName,
  className,
  withName,
}: {
  code: string;
  /** the country's English name; the code itself when there is none */
  name: string;
  className?: string;
  withName?: boolean;
}) {
  if (!/^[A-Za-z]{2}$/.test(code)) return null;
  const name = givenName || code;
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
