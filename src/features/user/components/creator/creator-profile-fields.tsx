// The "Basic settings" fields below the identity ones: bio, gender, categories (up to 5), date of birth,
// country, ethnicity, body info from the reference lists, where the creator lives, and whether the city shows.
import { ETHNICITIES, GENDERS } from '@/config/constants';
import { DateOfBirthField, FieldPair } from '@/components/account-fields';
import { PlainField, PlainSelect } from '@/components/plain-field';
import type { PlainForm } from '@/components/plain-form';
import { PlainSwitch } from '@/components/plain-switch';
import { type OptionItem, CountrySelect, useCategories } from '@/features/reference';
import { BASIC_LABELS, BIO_MAX, BODY_FIELDS, type BasicValues } from './creator-basic-values';
import { useUserAdditional } from './use-user-additional';
import styles from './creator-account.module.css';

const CATEGORIES_MAX = 5;
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const GENDER_OPTIONS = GENDERS.map((g) => ({ value: g.value, label: g.label }));
const ETHNICITY_OPTIONS = ETHNICITIES.map((e) => ({ value: e, label: capital(e) }));

/** The reference list's options, plus a saved value the list lacks (so it is shown, not silently dropped). */
function optionsOf(items: OptionItem[] | undefined, current: string) {
  const options = (items ?? []).map((o) => ({ value: o.value, label: o.text }));
  return current && !options.some((o) => o.value === current)
    ? [{ value: current, label: current }, ...options]
    : options;
}

type Form = PlainForm<BasicValues>;

export function ProfileDetailFields({ form }: { form: Form }) {
  const lists = useUserAdditional();
  const v = form.values;
  const bio = form.field('bio');
  return (
    <>
      <div className="pf-field">
        <label className="pf-label" htmlFor={bio.id}>
          {bio.label}
        </label>
        <textarea
          id={bio.id}
          name="bio"
          className="pf-input"
          rows={4}
          maxLength={BIO_MAX}
          value={bio.value}
          aria-invalid={Boolean(bio.error)}
          aria-describedby={`${bio.id}-count${bio.error ? ` ${bio.id}-error` : ''}`}
          onChange={(e) => bio.onChange(e.target.value)}
        />
        <div className="pf-count" id={`${bio.id}-count`}>
          {v.bio.length} / {BIO_MAX}
        </div>
        {bio.error ? (
          <div className="pf-error" id={`${bio.id}-error`}>
            {bio.error}
          </div>
        ) : null}
      </div>
      <FieldPair>
        <PlainSelect {...form.field('gender')} options={GENDER_OPTIONS} />
        <DateOfBirthField form={form} />
      </FieldPair>
      <CategoryPicker form={form} />
      <FieldPair>
        <CountrySelect {...form.field('country')} />
        <PlainSelect {...form.field('ethnicity')} options={ETHNICITY_OPTIONS} />
        {BODY_FIELDS.map((f) => (
          <PlainSelect key={f.name} {...form.field(f.name)} options={optionsOf(lists[f.list], v[f.name])} />
        ))}
        <PlainField {...form.field('state')} autoComplete="address-level1" />
        <PlainField {...form.field('city')} autoComplete="address-level2" />
        <PlainField {...form.field('address')} autoComplete="street-address" />
        <PlainField {...form.field('zipcode')} autoComplete="postal-code" />
      </FieldPair>
      <PlainSwitch
        id={form.field('showCity').id}
        label={BASIC_LABELS.showCity}
        checked={Boolean(v.showCity)}
        onChange={(on) => form.set('showCity', on)}
        hint="Your address, zip code, state and date of birth are never shown to anyone else; fans see an age range."
      />
    </>
  );
}

/** Categories as checkboxes: once five are ticked the others wait until one is unticked. */
function CategoryPicker({ form }: { form: Form }) {
  const categories = useCategories();
  const id = form.field('categoryIds').id;
  const chosen = form.values.categoryIds ?? [];
  const full = chosen.length >= CATEGORIES_MAX;
  if (!categories.length) return null;
  const toggle = (value: string, on: boolean) =>
    form.set('categoryIds', on ? [...chosen, value] : chosen.filter((c) => c !== value));
  return (
    <fieldset className={`pf-field ${styles.choices}`} id={id} aria-describedby={`${id}-hint`}>
      <legend className="pf-label">{BASIC_LABELS.categoryIds}</legend>
      <div className={styles.checks}>
        {categories.map((c) => {
          const on = chosen.includes(c._id);
          return (
            <label key={c._id} className={styles.check}>
              <input
                type="checkbox"
                checked={on}
                disabled={!on && full}
                onChange={(e) => toggle(c._id, e.target.checked)}
              />
              {c.name}
            </label>
          );
        })}
      </div>
      <div className="pf-hint" id={`${id}-hint`}>
        Up to {CATEGORIES_MAX}: fans find you by them in Discover.
        {full ? ' You have chosen five.' : ''}
      </div>
    </fieldset>
  );
}
