// What a reaction, comment, bookmark or report target resolves to (services/content-targets), in a module of
// its own so the per-kind resolvers (asset-targets, feeds) and the dispatcher do not import each other.
import type { ReactionAction } from '../repositories/reactions';

export interface ResolvedTarget {
  /** creator who owns the object (a creator owns themself) */
  performerId: string;
  /**
   * Moves one of the object's counters by +1/-1 after a reaction or comment was really created/removed:
   * like → totalLike / stats.likes, bookmark → stats.bookmarks, comment → totalComment / stats.comments.
   * Called by the reactions and comments routes inside their transaction. Unknown counters: ignore.
   */
  adjustCounter?: (counter: TargetCounter, delta: 1 | -1) => Promise<void>;
  /** The access rule's answer for this viewer (services/access): liking, voting and commenting need it. */
  canView?: boolean;
}

/** Counters a target may keep: reactions (like, bookmark, favourite) and comments (totalComment / stats.comments). */
export type TargetCounter = ReactionAction | 'comment';
