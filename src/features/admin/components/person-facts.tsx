// Small facts of an account the console shows in several places: its role's name, its status and, for a
// creator, where their ID review stands.
import type { PersonSummary } from '../people-api';
import records from './admin-records.module.css';

export const ROLE_LABELS = { user: 'Fan', performer: 'Creator', admin: 'Operator' } as const;

const REVIEW: Record<string, string> = {
  verified: 'ID verified',
  pending: 'ID waiting for review',
  rejected: 'ID rejected',
  not_uploaded: 'No ID uploaded',
};

export const roleLabel = (role: string) => ROLE_LABELS[role as keyof typeof ROLE_LABELS] ?? role;
export const reviewLabel = (review: string | null) => (review ? (REVIEW[review] ?? review) : '');

export function StatusTag({ person }: { person: Pick<PersonSummary, 'status'> }) {
  const active = person.status === 'active';
  return (
    <span className={`${records.state} ${active ? records.good : records.bad}`}>
      {active ? 'Active' : 'Deactivated'}
    </span>
  );
}
