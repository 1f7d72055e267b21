// The one purchase decision (issue 20 item 5). Every way a fan pays a creator — tips (also in a live), unlocks,
// product orders, subscriptions, paid messages, paid live sessions, private show requests, their acceptance
// and every billed minute — asks it before any money moves: the creator must be one the fan may see (active,
// the fan's country allowed) and neither may have blocked the other. Refusals carry the profile's words.
import type { FastifyInstance } from 'fastify';
import { forbidden } from '../lib/http-error';
import type { CreatorRow, Viewer } from '../repositories/directory';
import { CREATOR_MESSAGES, visibleCreator } from './viewer';

export const PURCHASE_MESSAGES = {
  buyerInactive: 'This account is inactive',
} as const;

/** Whether either account blocked the other (today only creators block, but the rule is symmetric). */
export async function blockedBetween(app: FastifyInstance, a: string, b: string): Promise<boolean> {
  return (await app.repos.blocks.isBlocked(a, b)) || (await app.repos.blocks.isBlocked(b, a));
}

/** The creator `fan` may pay now, or the 403/404 that says why not. */
export async function payableCreator(
  app: FastifyInstance,
  fan: Viewer,
  performerId: string,
): Promise<CreatorRow> {
  const buyer = await app.repos.users.findById(fan.id);
  if (!buyer || buyer.status === 'inactive') throw forbidden(PURCHASE_MESSAGES.buyerInactive);
  // suspended creator, blocked country, the creator's block of this fan
  const creator = await visibleCreator(app, fan, performerId);
  if (await blockedBetween(app, creator.id, fan.id)) throw forbidden(CREATOR_MESSAGES.userBlocked);
  return creator;
}
