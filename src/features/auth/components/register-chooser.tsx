// Sign-up role chooser (reference §2.3): fan or creator, then the matching form.
import { useState } from 'react';
import { Button, Segmented } from 'antd';
import { paths } from '@/config/paths';

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

export function RegisterChooser() {
  const [role, setRole] = useState<Role>('fan');
  const copy = COPY[role];
  return (
    <div>
      <Segmented<Role>
        block
        size="large"
        value={role}
        onChange={setRole}
        options={[
          { label: 'Fan Signup', value: 'fan' },
          { label: 'Creator Signup', value: 'creator' },
        ]}
        aria-label="Account type"
      />
      <section aria-live="polite" style={{ marginTop: 16 }}>
        <h2 style={{ fontSize: 18 }}>{copy.title}</h2>
        <ul>
          {copy.points.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
        <Button type="primary" size="large" block href={copy.href}>
          {copy.cta}
        </Button>
      </section>
    </div>
  );
}
