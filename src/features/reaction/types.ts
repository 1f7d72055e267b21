// Reactions (reference §4.3): likes and bookmarks on content and comments.
export type ReactionObjectType = 'feed' | 'video' | 'gallery' | 'product' | 'comment';
export type ReactionAction = 'like' | 'bookmark';

export interface ReactionTarget {
  objectType: ReactionObjectType;
  objectId: string;
  action: ReactionAction;
}

/** What the viewer sees of one reaction: on/off and the counter (likes only). */
export interface ReactionValue {
  active: boolean;
  count: number;
}

export const reactionKey = (t: ReactionTarget) => `${t.action}:${t.objectType}:${t.objectId}`;
