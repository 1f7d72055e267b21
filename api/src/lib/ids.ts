import { randomBytes } from 'node:crypto';

/** Entity ids: 24 random hex characters (the contract's `_id` shape). */
export function newId(): string {
  return randomBytes(12).toString('hex');
}
