// Demo data of the brief: e2e tests and the README rely on these exact accounts.
import { createHash } from 'node:crypto';

export const DEMO_PASSWORD = 'demo-password';

/**
 * What a client sends for a password (the demo one by default): the text itself, or its MD5 hex for clients that
 * hash passwords before sending (the original fanso client always does; ours with NEXT_PUBLIC_HASH_PW_CLIENT=true).
 */
export function demoPasswordSent(md5: boolean, password = DEMO_PASSWORD): string {
  return md5 ? createHash('md5').update(password).digest('hex') : password;
}

export interface DemoAccount {
  role: 'user' | 'performer' | 'admin';
  username: string | null;
  email: string | null;
  name: string;
  firstName: string;
  lastName: string;
  status?: string;
  verifiedEmail?: boolean;
  balanceCents?: number;
  gender?: string;
  country?: string;
  performer?: {
    monthlyPriceCents: number;
    yearlyPriceCents: number;
    isFreeSubscription: boolean;
    durationFreeSubscriptionDays: number;
    verifiedAccount: boolean;
    verifiedDocument: boolean;
    bio: string;
  };
  note: string;
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    role: 'performer',
    username: 'demo-creator',
    email: 'demo-creator@example.com',
    name: 'Demo Creator',
    firstName: 'Demo',
    lastName: 'Creator',
    verifiedEmail: true,
    gender: 'female',
    country: 'US',
    performer: {
      monthlyPriceCents: 999,
      yearlyPriceCents: 9999,
      isFreeSubscription: true,
      durationFreeSubscriptionDays: 3,
      verifiedAccount: true,
      verifiedDocument: true,
      bio: 'Hi, I am the demo creator of this platform.',
    },
    note: 'verified creator',
  },
  {
    role: 'user',
    username: 'demo-fan',
    email: 'demo-fan@example.com',
    name: 'Demo Fan',
    firstName: 'Demo',
    lastName: 'Fan',
    verifiedEmail: true,
    balanceCents: 5000,
    note: 'fan with $50.00 balance',
  },
  {
    role: 'user',
    username: null,
    email: 'incomplete-fan@example.com',
    name: 'Incomplete Fan',
    firstName: 'Incomplete',
    lastName: 'Fan',
    verifiedEmail: true,
    note: 'fan without username (login by email)',
  },
  {
    role: 'performer',
    username: 'incomplete-creator',
    email: null,
    name: 'Incomplete Creator',
    firstName: 'Incomplete',
    lastName: 'Creator',
    performer: {
      monthlyPriceCents: 995,
      yearlyPriceCents: 9995,
      isFreeSubscription: false,
      durationFreeSubscriptionDays: 1,
      verifiedAccount: false,
      verifiedDocument: false,
      bio: '',
    },
    note: 'creator without email',
  },
  {
    role: 'user',
    username: 'inactive-fan',
    email: 'inactive-fan@example.com',
    name: 'Inactive Fan',
    firstName: 'Inactive',
    lastName: 'Fan',
    status: 'inactive',
    verifiedEmail: true,
    note: 'inactive fan (login answers 403)',
  },
  {
    role: 'admin',
    username: 'demo-admin',
    email: 'demo-admin@example.com',
    name: 'Demo Admin',
    firstName: 'Demo',
    lastName: 'Admin',
    verifiedEmail: true,
    note: 'operator: the console asks to set up two-factor on first sign-in',
  },
];
