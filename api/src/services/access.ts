// Who may see a post's / video's / gallery's media (reference §5.1, §5.9; contract "Access rule"):
// canView = owner OR admin OR (not scheduled in the future AND ((isSale AND (isBought OR price = 0)) OR
// (NOT isSale AND isSubscribed))). isSubscribed = a running subscription; isBought = a purchases row.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../lib/http-error';
import { guardFor } from '../lib/route-guards';
import type { PurchaseTargetType } from '../repositories/purchases';
import { isRunning } from '../repositories/subscriptions';

export const UNVERIFIED_CREATOR_MESSAGE =
  'Your ID documents are not verified yet! You could not post any content right now.';

/** The facts the rule needs, already resolved for one viewer and one item. */
export interface AccessFacts {
  isOwner: boolean;
  isAdmin?: boolean;
  /** the item has a schedule (isSchedule) whose time is still in the future */
  isScheduledFuture: boolean;
  isSale: boolean;
  /** price in any unit; 0 (or less) = free */
  price: number;
  isBought: boolean;
  isSubscribed: boolean;
}

/** The access rule itself (pure). */
export function canView(f: AccessFacts): boolean {
  if (f.isOwner || f.isAdmin) return true;
  if (f.isScheduledFuture) return false;
  if (f.isSale) return f.isBought || f.price <= 0;
  return f.isSubscribed;
}

/** A real lookup in `purchases` (empty until payments exist). Anonymous viewers never bought anything. */
export async function hasBought(
  app: FastifyInstance,
  userId: string,
  targetType: PurchaseTargetType,
  targetId: string,
): Promise<boolean> {
  if (!userId) return false;
  return await app.repos.purchases.exists(userId, targetType, targetId);
}

/** true when `scheduledAt` (ISO) is set and later than the app clock. */
export function isFuture(app: FastifyInstance, scheduledAt: string | null | undefined): boolean {
  return Boolean(scheduledAt) && (scheduledAt as string) > app.now().toISOString();
}

/** The viewer's relation to a creator. */
export interface CreatorRelation {
  isOwner: boolean;
  /** running subscription (the owner counts as subscribed) */
  isSubscribed: boolean;
  isFollowed: boolean;
  /** the creator blocked the viewer */
  isBlocked: boolean;
}

export async function relationTo(
  app: FastifyInstance,
  viewerId: string,
  creatorId: string,
): Promise<CreatorRelation> {
  if (!viewerId) return { isOwner: false, isSubscribed: false, isFollowed: false, isBlocked: false };
  if (viewerId === creatorId)
    return { isOwner: true, isSubscribed: true, isFollowed: false, isBlocked: false };
  return {
    isOwner: false,
    isSubscribed: isRunning(await app.repos.subscriptions.find(viewerId, creatorId), app.now().toISOString()),
    isFollowed: await app.repos.follows.isFollowing(viewerId, creatorId),
    isBlocked: await app.repos.blocks.isBlocked(creatorId, viewerId),
  };
}

/** An item as the rule sees it. */
export interface AccessItem {
  ownerId: string;
  targetType: PurchaseTargetType;
  targetId: string;
  isSale: boolean;
  priceCents: number;
  /** the schedule time when the item is scheduled (isSchedule), else null */
  scheduledAt?: string | null;
}

/** Per-viewer computed fields of an item (wire names) plus the verdict. */
export interface ItemAccess {
  canView: boolean;
  isOwner: boolean;
  /** owner/admin count as subscribed and bought (reference §5.1) */
  isSubscribed: boolean;
  isBought: boolean;
  isFollowed: boolean;
  isScheduled: boolean;
}

/**
 * Access of one viewer to many items: creator relations are looked up once per creator. Use one per
 * request: `const access = new ViewerAccess(app, viewerId); access.of(item)`.
 */
export class ViewerAccess {
  private relations = new Map<string, CreatorRelation>();

  constructor(
    private readonly app: FastifyInstance,
    readonly viewerId: string,
    private readonly isAdmin = false,
  ) {}

  async relation(creatorId: string): Promise<CreatorRelation> {
    let rel = this.relations.get(creatorId);
    if (!rel) {
      rel = await relationTo(this.app, this.viewerId, creatorId);
      this.relations.set(creatorId, rel);
    }
    return rel;
  }

  async of(item: AccessItem): Promise<ItemAccess> {
    const rel = await this.relation(item.ownerId);
    const bought =
      rel.isOwner ||
      this.isAdmin ||
      (await hasBought(this.app, this.viewerId, item.targetType, item.targetId));
    const isScheduledFuture = isFuture(this.app, item.scheduledAt);
    return {
      canView: canView({
        isOwner: rel.isOwner,
        isAdmin: this.isAdmin,
        isScheduledFuture,
        isSale: item.isSale,
        price: item.priceCents,
        isBought: bought,
        isSubscribed: rel.isSubscribed,
      }),
      isOwner: rel.isOwner,
      isSubscribed: rel.isSubscribed || this.isAdmin,
      // A for-sale item with no price counts as bought (reference §5.1).
      isBought: bought || (item.isSale && item.priceCents <= 0),
      isFollowed: rel.isFollowed,
      isScheduled: isScheduledFuture,
    };
  }
}

/** Shorthand for a single item. */
export async function accessFor(
  app: FastifyInstance,
  viewerId: string,
  item: AccessItem,
): Promise<ItemAccess> {
  return await new ViewerAccess(app, viewerId).of(item);
}

/** preHandler for creator-only routes: 401 without a token, 403 "Forbidden" for fans. */
export const creatorOnly = guardFor('creator', async (request: FastifyRequest): Promise<void> => {
  if (!request.authUser) throw unauthorized();
  if (request.authUser.role !== 'performer') throw forbidden('Forbidden');
});

/** 403 with the contract message until the creator's ID documents are verified (content creation, uploads). */
export async function assertVerifiedCreator(app: FastifyInstance, creatorId: string): Promise<void> {
  const perf = await app.repos.performers.findByUserId(creatorId);
  if (!perf || perf.verifiedDocument !== 1) throw forbidden(UNVERIFIED_CREATOR_MESSAGE);
}
