// Optimistic like / bookmark toggles. The entity that carries isLiked / totalLike belongs to its own feature
// (feed, video, comment...); this slice only remembers what the viewer changed since that entity was loaded:
// an override applies while the entity still shows the values it was made against (`base`), so a fresh load
// from the server wins again.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { type ApiError } from '@/lib/api-error';
import { loggedOut } from '@/store/session';
import { reactionKey, type ReactionTarget, type ReactionValue } from './types';

// ---- types
export interface ReactionOverride extends ReactionValue {
  base: ReactionValue;
}

export interface ReactionState {
  overrides: Record<string, ReactionOverride>;
  /** keys with a request in flight, with the override to restore when it fails (null = none) */
  pending: Record<string, ReactionOverride | null>;
  errors: Record<string, ApiError>;
}

// ---- initial state
export const initialReactionState: ReactionState = { overrides: {}, pending: {}, errors: {} };

// ---- slice (client-only: not hydrated)
const reactionSlice = createSlice({
  name: 'reaction',
  initialState: initialReactionState,
  reducers: {
    reactionToggleRequested(
      state,
      action: PayloadAction<ReactionTarget & { base: ReactionValue; current: ReactionValue }>,
    ) {
      const { base, current, ...target } = action.payload;
      const key = reactionKey(target);
      if (key in state.pending) return;
      state.pending[key] = state.overrides[key] ?? null;
      delete state.errors[key];
      const active = !current.active;
      const count = target.action === 'like' ? Math.max(0, current.count + (active ? 1 : -1)) : current.count;
      state.overrides[key] = { active, count, base };
    },
    reactionToggled(state, action: PayloadAction<ReactionTarget>) {
      delete state.pending[reactionKey(action.payload)];
    },
    reactionToggleFailed(state, action: PayloadAction<ReactionTarget & { error: ApiError }>) {
      const { error, ...target } = action.payload;
      const key = reactionKey(target);
      const previous = state.pending[key];
      if (previous) state.overrides[key] = previous;
      else delete state.overrides[key];
      delete state.pending[key];
      state.errors[key] = error;
    },
    reactionErrorShown(state, action: PayloadAction<ReactionTarget>) {
      delete state.errors[reactionKey(action.payload)];
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialReactionState);
  },
});

export const { reactionToggleRequested, reactionToggled, reactionToggleFailed, reactionErrorShown } =
  reactionSlice.actions;
export const reactionReducer = reactionSlice.reducer;

// ---- selectors
type S = { reaction: ReactionState };

/** What to show for a reaction whose entity says `base`. */
export function selectReaction(s: S, target: ReactionTarget, base: ReactionValue): ReactionValue {
  const o = s.reaction.overrides[reactionKey(target)];
  if (o && o.base.active === base.active && o.base.count === base.count)
    return { active: o.active, count: o.count };
  return base;
}
export const selectReactionPending = (s: S, target: ReactionTarget) =>
  reactionKey(target) in s.reaction.pending;
export const selectReactionError = (s: S, target: ReactionTarget) => s.reaction.errors[reactionKey(target)];
