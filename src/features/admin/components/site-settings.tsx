// Site settings (issue 23): every setting the API lists, grouped, each with its help text and its own Save (one
// change, one audit row); the API applies the rule `npm run settings` applies and its message shows under the
// field. The menus have their own editor (Pages and menus).
import { useState, type FormEvent } from 'react';
import { Link } from '@/components/link';
import { paths } from '@/config/paths';
import { toApiError } from '@/lib/api-error';
import { getSettings, saveSetting, type AdminSetting } from '../site-api';
import { useAdminData } from '../use-admin-data';
import { SettingInput, toDraft, toValue, type Draft } from './setting-input';
import { useConsoleGate } from './two-factor-gate';
import styles from './admin.module.css';
import site from './site.module.css';

const GROUPS: [string, string[]][] = [
  ['Access', ['maintenanceMode', 'blockedCountries', 'requireEmailVerification']],
  [
    'Money',
    [
      'performerCommission',
      'paymentGateway',
      'stripePublishableKey',
      'tokenConversionRate',
      'minimumSubscriptionPrice',
      'maximumSubscriptionPrice',
      'minimumWalletPrice',
      'maximumWalletPrice',
      'minimumTipPrice',
      'maximumTipPrice',
      'maximumMessagePrice',
      'minimumPayoutAmount',
      'freeSubscriptionEnabled',
      'freeSubscriptionDuration',
    ],
  ],
  [
    'Site and brand',
    [
      'siteName',
      'logoUrl',
      'darkmodeLogoUrl',
      'favicon',
      'homeTitle',
      'homeMetaKeywords',
      'homeMetaDescription',
    ],
  ],
  ['Texts', ['loginPlaceholderImage', 'userBenefit', 'modelBenefit', 'footerContent']],
  [
    'Sign-in and services',
    ['googleLoginClientId', 'twitterLoginEnabled', 'recaptchaSiteKey', 'gaCode', 'agoraEnable', 'agoraAppId'],
  ],
];
const GROUPED = new Set(GROUPS.flatMap(([, keys]) => keys));

/** "maximumTipPrice" → "Maximum tip price" */
export const labelOf = (key: string) => {
  const words = key.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

function SettingRow({ setting, onSaved }: { setting: AdminSetting; onSaved: (s: AdminSetting) => void }) {
  const { refused } = useConsoleGate();
  const [draft, setDraft] = useState<Draft>(() => toDraft(setting.kind, setting.value));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [saved, setSaved] = useState('');
  const id = `setting-${setting.key}`;
  const label = labelOf(setting.key);
  const changed = JSON.stringify(draft) !== JSON.stringify(toDraft(setting.kind, setting.value));

  const save = (e: FormEvent) => {
    e.preventDefault();
    const out = toValue(setting.kind, draft);
    setSaved('');
    if ('problem' in out) return setError(out.problem);
    setError('');
    setBusy(true);
    saveSetting(setting.key, out.value).then(
      (after) => {
        setBusy(false);
        setSaved(`${label} saved.`);
        onSaved(after);
      },
      (err: unknown) => {
        setBusy(false);
        if (!refused(err)) setError(toApiError(err, 'The setting could not be saved').message);
      },
    );
    return undefined;
  };

  return (
    <form className={site.panel} onSubmit={save} noValidate aria-label={label}>
      <SettingInput
        id={id}
        kind={setting.kind}
        label={label}
        draft={draft}
        describedBy={`${id}-help${error ? ` ${id}-error` : ''}`}
        onChange={(d) => {
          setDraft(d);
          setSaved('');
        }}
      />
      <p id={`${id}-help`} className={site.help}>
        {setting.help}
        {setting.public ? ' Sent to every visitor.' : ''}
      </p>
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className={`${styles.btn} ${styles.primary}`} disabled={busy || !changed}>
          {busy ? 'Saving…' : 'Save'} <span className="sr-only">{label}</span>
        </button>
        <span role="status" className={site.ok}>
          {saved}
        </span>
      </div>
    </form>
  );
}

export function SiteSettings() {
  const list = useAdminData(getSettings, 'settings');
  const [overrides, setOverrides] = useState<Record<string, AdminSetting>>({});
  const settings = (list.data ?? []).map((s) => overrides[s.key] ?? s);
  const byKey = new Map(settings.map((s) => [s.key, s]));
  const others = settings.filter((s) => !GROUPED.has(s.key) && s.kind !== 'menus');
  const groups: [string, AdminSetting[]][] = [
    ...GROUPS.map(([name, keys]): [string, AdminSetting[]] => [
      name,
      keys.map((k) => byKey.get(k)).filter((s): s is AdminSetting => Boolean(s)),
    ]),
    ['Other', others],
  ];
  const saved = (s: AdminSetting) => setOverrides((o) => ({ ...o, [s.key]: s }));
  return (
    <>
      <p role="status" className={styles.muted}>
        {list.loading
          ? 'Loading…'
          : `${settings.length} settings; each one is saved on its own and written to the audit log.`}
      </p>
      {list.error ? (
        <p className={styles.error} role="alert">
          {list.error}
        </p>
      ) : null}
      {groups
        .filter(([, items]) => items.length)
        .map(([name, items]) => (
          <section key={name} aria-labelledby={`group-${name.replace(/\W+/g, '-')}`}>
            <h2 id={`group-${name.replace(/\W+/g, '-')}`} style={{ fontSize: 18 }}>
              {name}
            </h2>
            <div className={site.grid2}>
              {items.map((s) => (
                <SettingRow key={s.key} setting={s} onSaved={saved} />
              ))}
            </div>
          </section>
        ))}
      {byKey.has('menus') ? (
        <p className={styles.panel}>
          The header and footer links are edited under{' '}
          <Link className={styles.link} href={paths.admin.pages}>
            Pages and menus
          </Link>
          .
        </p>
      ) : null}
    </>
  );
}
