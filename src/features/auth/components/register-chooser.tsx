// Sign-up role chooser (reference §2.3): fan or creator, then the matching form. Antd-free (issue 22): a
// two-way switch of native radio buttons styled like antd's Segmented, and a link styled as the primary button.
import { useState } from 'react';
import { Link } from '@/components/link';
import { paths } from '@/config/paths';
import styles from './register.module.css';

type Role = 'fan' | 'creator';

const COPY: Record<Role, { title: string; points: string[]; href: string; cta: string }> = {
  fan: {
    title: 'Fan sign up',
    points: [
      'Follow and subscribe to your favourite creators',
      'Message creators directly',
      'Tip, buy and unlock content',
    ],
    href: paths.auth.fanRegister,
    cta: 'Continue as a fan',
  },
  creator: {
    title: 'Creator sign up',
    points: [
      'Earn from subscriptions, tips and sales',
      'Post, go live and message your fans',
      'ID verification keeps the platform safe',
    ],
    href: paths.auth.creatorRegister,
    cta: 'Continue as a creator',
  },
};

const OPTIONS: { label: string; value: Role }[] = [
  { label: 'Fan Signup', value: 'fan' },
  { label: 'Creator Signup', value: 'creator' },
];

export function RegisterChooser() {
  const [role, setRole] = useState<Role>('fan');
  const copy = COPY[role];
  return (
    <div>
      <div className={styles.segmented} role="radiogroup" aria-label="Account type">
        {OPTIONS.map((o) => (
          <label key={o.value} className={o.value === role ? styles.segmentOn : styles.segment}>
            <input
              type="radio"
              name="account-type"
              value={o.value}
              checked={o.value === role}
              onChange={() => setRole(o.value)}
            />
            {o.label}
          </label>
        ))}
      </div>
      <section aria-live="polite" style={{ marginTop: 16 }}>
        <h2 style={{ fontSize: 18 }}>{copy.title}</h2>
        <ul>
          {copy.points.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
        <Link href={copy.href} className={`pf-btn pf-btn--primary ${styles.cta}`}>
          {copy.cta}
        </Link>
      </section>
    </div>
  );
}
