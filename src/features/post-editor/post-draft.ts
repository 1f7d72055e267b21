// The post form as the page holds it (issue 22: the studio form kit, no antd): typed text for the price and the
// poll's duration, the checks of every field in the form's order with the messages the antd form had, and the
// mapping to and from PostFormValues (whose payload mapping is in types.ts).
import {
  PPV_PRICE,
  POLL_MIN_OPTIONS,
  POLL_OPTION_MAX,
  POLL_QUESTION_MAX,
  TEXT_MAX,
  cleanPollOptions,
  hasAudience,
  startOfTomorrow,
  type Audience,
  type FeedType,
  type PollDuration,
  type PostFormValues,
} from './types';

export interface PostDraft {
  text: string;
  audience: Audience;
  /** as typed */
  price: string;
  /** `datetime-local` value (local time) */
  streamingScheduled: string;
  pollEnabled: boolean;
  pollDescription: string;
  pollOptions: string[];
  /** "3", "7", "30" or "0" (no limit) */
  pollDuration: string;
  publishMode: 'now' | 'later';
  scheduleAt: string;
  isPinned: boolean;
  status: 'active' | 'inactive';
}

export const POLL_MIN_MESSAGE = `A poll needs at least ${POLL_MIN_OPTIONS} options`;
export const POLL_OPTION_EMPTY = 'Please fill in this option or remove it';

/** The price as the field shows it: two decimals, like the money it is. */
const priceText = (price: number | null | undefined) =>
  price === null || price === undefined || !Number.isFinite(price) ? '' : price.toFixed(2);

export function draftOf(values: PostFormValues): PostDraft {
  return {
    text: values.text,
    audience: values.audience,
    price: priceText(values.price),
    streamingScheduled: values.streamingScheduled ?? '',
    pollEnabled: values.pollEnabled,
    pollDescription: values.pollDescription ?? '',
    pollOptions: values.pollOptions ?? [],
    pollDuration: String(values.pollDuration ?? 7),
    publishMode: values.publishMode,
    scheduleAt: values.scheduleAt ?? '',
    isPinned: values.isPinned,
    status: values.status,
  };
}

export function valuesOf(draft: PostDraft): PostFormValues {
  const price = draft.price.trim();
  return {
    ...draft,
    price: price === '' ? null : Number(price),
    streamingScheduled: draft.streamingScheduled || undefined,
    scheduleAt: draft.scheduleAt || undefined,
    pollDuration: Number(draft.pollDuration) as PollDuration,
  };
}

/** A `datetime-local` value no earlier than `earliest()`; `unchanged` (the post's own value, edit) is kept even once
 * it is in the past. */
const inFuture =
  (required: string, message: string, earliest: () => Date, unchanged?: string) =>
  (value: unknown): string | null => {
    const text = typeof value === 'string' ? value : '';
    if (!text) return required;
    if (unchanged && text === unchanged) return null;
    const d = new Date(text);
    return !Number.isNaN(d.getTime()) && d.getTime() >= earliest().getTime() ? null : message;
  };

export function priceProblem(value: unknown): string | null {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) return 'Please set a price';
  const n = Number(text);
  return Number.isFinite(n) && n >= PPV_PRICE.min && n <= PPV_PRICE.max
    ? null
    : `Price must be between $${PPV_PRICE.min} and $${PPV_PRICE.max}`;
}

export function pollOptionProblem(text: string): string | null {
  if (!text.trim()) return POLL_OPTION_EMPTY;
  return text.length > POLL_OPTION_MAX ? `An option must be at most ${POLL_OPTION_MAX} characters` : null;
}

export const pollListProblem = (options: string[]) =>
  cleanPollOptions(options).length < POLL_MIN_OPTIONS ? POLL_MIN_MESSAGE : null;

type Rule = (value: unknown, draft: PostDraft) => string | null;

/** The checks of the fields the form shows for this kind of post, in the form's order. `initial`: the edited
 * post's values (its schedule may already have passed). */
export function postChecks(
  type: FeedType,
  mode: 'create' | 'edit',
  initial: PostDraft,
): Partial<Record<keyof PostDraft, Rule>> {
  const edit = mode === 'edit';
  return {
    text: (value) => {
      const text = typeof value === 'string' ? value : '';
      if (!text.trim()) return 'Please write something';
      return text.length > TEXT_MAX ? `Text must be at most ${TEXT_MAX} characters` : null;
    },
    price: (value, d) => (hasAudience(type) && d.audience === 'ppv' ? priceProblem(value) : null),
    streamingScheduled: (value) =>
      type === 'scheduled-streaming'
        ? inFuture(
            'Please choose when your live starts',
            'Please choose a time from tomorrow on',
            startOfTomorrow,
            edit ? initial.streamingScheduled : undefined,
          )(value)
        : null,
    pollDescription: (value, d) =>
      !edit && d.pollEnabled && typeof value === 'string' && value.length > POLL_QUESTION_MAX
        ? `The question must be at most ${POLL_QUESTION_MAX} characters`
        : null,
    pollOptions: (value, d) => {
      if (edit || !d.pollEnabled) return null;
      const options = Array.isArray(value) ? (value as string[]) : [];
      return options.map(pollOptionProblem).find(Boolean) ?? pollListProblem(options);
    },
    scheduleAt: (value, d) =>
      d.publishMode === 'later'
        ? inFuture(
            'Please choose when to publish',
            'Please choose a time in the future',
            () => new Date(),
            edit ? initial.scheduleAt : undefined,
          )(value)
        : null,
  };
}

/** The fields' names in the summary of a refused submit. */
export const postLabels = (type: FeedType): Partial<Record<keyof PostDraft, string>> => ({
  text: type === 'scheduled-streaming' ? 'Describe your live' : 'Text',
  price: 'Price ($)',
  streamingScheduled: 'Live starts at',
  pollDescription: 'Poll question (optional)',
  pollOptions: 'Poll options',
  scheduleAt: 'Publish at',
});
