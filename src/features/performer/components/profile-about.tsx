// Collapsible About (reference §2.5): country flag + name, bio with safe links, profile attributes.
import { GENDERS } from '@/config/constants';
import { ageRangeLabel, type PerformerProfile } from '../types';
import { BioText } from './bio-text';
import { CountryFlag } from './country-flag';
import styles from './profile.module.css';
import controlStyles from './creator-controls.module.css';

const LABELS: [keyof PerformerProfile['attributes'], string][] = [
  ['gender', 'Gender'],
  ['sexualOrientation', 'Sexual orientation'],
  ['ageRange', 'Age'],
  ['bodyType', 'Body type'],
  ['city', 'City'],
  ['height', 'Height'],
  ['weight', 'Weight'],
  ['eyes', 'Eye color'],
  ['ethnicity', 'Ethnicity'],
  ['hair', 'Hair color'],
  ['butt', 'Butt size'],
];

function display(key: string, value: string): string {
  if (key === 'gender') return GENDERS.find((g) => g.value === value)?.label ?? value;
  if (key === 'ageRange') return ageRangeLabel(value);
  return value;
}

export function ProfileAbout({ profile }: { profile: PerformerProfile }) {
  const rows = LABELS.filter(([key]) => profile.attributes[key]);
  return (
    <section className={styles.section}>
      <details className={styles.about} open>
        <summary>
          <span>About</span>
          <CountryFlag
            code={profile.country}
            name={profile.countryName}
            className={controlStyles.flag}
            withName
          />
        </summary>
        <BioText text={profile.bio} className={styles.bio} />
        {rows.length ? (
          <dl className={styles.attributes}>
            {rows.map(([key, label]) => (
              <div key={key} style={{ display: 'contents' }}>
                <dt>{label}</dt>
                <dd>{display(key, profile.attributes[key])}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </details>
    </section>
  );
}
