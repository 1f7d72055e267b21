import { initialFormValues, toLocalInput, type FeedType } from '@/features/post-editor/types';
import {
  POLL_MIN_MESSAGE,
  POLL_OPTION_EMPTY,
  draftOf,
  postChecks,
  valuesOf,
  type PostDraft,
} from '@/features/post-editor/post-draft';
import { toFeed } from '@/features/feed/types';

const fresh = () => draftOf(initialFormValues());

/** The messages of every failing check, by field. */
function problems(type: FeedType, mode: 'create' | 'edit', draft: PostDraft, initial = draft) {
  const checks = postChecks(type, mode, initial);
  const out: Record<string, string> = {};
  for (const [field, check] of Object.entries(checks)) {
    const problem = check?.(draft[field as keyof PostDraft], draft);
    if (problem) out[field] = problem;
  }
  return out;
}

describe('post draft', () => {
  it('shows the price with two decimals and maps typed text back to numbers', () => {
    const draft = fresh();
    expect(draft).toMatchObject({ price: '4.99', pollDuration: '7', pollOptions: ['', ''], scheduleAt: '' });
    expect(valuesOf({ ...draft, price: ' 7.5 ', pollDuration: '0' })).toMatchObject({
      price: 7.5,
      pollDuration: 0,
      scheduleAt: undefined,
    });
    expect(valuesOf({ ...draft, price: '' }).price).toBeNull();
    const feed = toFeed({ _id: 'a'.repeat(24), type: 'photo', text: 'x', isSale: true, price: 9 });
    expect(draftOf(initialFormValues(feed)).price).toBe('9.00');
  });

  it('asks for text, then limits it', () => {
    expect(problems('text', 'create', { ...fresh(), text: '   ' })).toEqual({
      text: 'Please write something',
    });
    expect(problems('text', 'create', { ...fresh(), text: 'x'.repeat(301) })).toEqual({
      text: 'Text must be at most 300 characters',
    });
  });

  it('checks the price only for a pay-per-view post of a kind with an audience', () => {
    const ppv = { ...fresh(), text: 'hi', audience: 'ppv' as const };
    expect(problems('photo', 'create', { ...ppv, price: '' })).toEqual({ price: 'Please set a price' });
    expect(problems('photo', 'create', { ...ppv, price: '0.5' })).toEqual({
      price: 'Price must be between $1 and $10000',
    });
    expect(problems('photo', 'create', { ...ppv, price: 'abc' }).price).toBe(
      'Price must be between $1 and $10000',
    );
    expect(problems('photo', 'create', { ...ppv, price: '10000' })).toEqual({});
    expect(problems('text', 'create', { ...ppv, price: '' })).toEqual({});
    expect(problems('photo', 'create', { ...ppv, audience: 'free', price: '' })).toEqual({});
  });

  it('needs every poll option filled and two of them, only while the poll is on and only on create', () => {
    const poll = { ...fresh(), text: 'hi', pollEnabled: true, pollOptions: ['Yes', ' '] };
    expect(problems('text', 'create', poll)).toEqual({ pollOptions: POLL_OPTION_EMPTY });
    expect(problems('text', 'create', { ...poll, pollOptions: ['Yes'] })).toEqual({
      pollOptions: POLL_MIN_MESSAGE,
    });
    expect(problems('text', 'create', { ...poll, pollOptions: ['Yes', 'x'.repeat(101)] })).toEqual({
      pollOptions: 'An option must be at most 100 characters',
    });
    expect(problems('text', 'create', { ...poll, pollDescription: 'q'.repeat(101) })).toMatchObject({
      pollDescription: 'The question must be at most 100 characters',
    });
    expect(problems('text', 'create', { ...poll, pollEnabled: false })).toEqual({});
    expect(problems('text', 'edit', poll)).toEqual({});
  });

  it('schedules a live from tomorrow on and publishing in the future; an edited post keeps its own time', () => {
    const now = new Date();
    const today = toLocalInput(now);
    const inTwoDays = toLocalInput(new Date(now.getFullYear(), now.getMonth(), now.getDate() + 2, 12));
    const live = { ...fresh(), text: 'live' };
    expect(problems('scheduled-streaming', 'create', live)).toEqual({
      streamingScheduled: 'Please choose when your live starts',
    });
    expect(problems('scheduled-streaming', 'create', { ...live, streamingScheduled: today })).toEqual({
      streamingScheduled: 'Please choose a time from tomorrow on',
    });
    expect(problems('scheduled-streaming', 'create', { ...live, streamingScheduled: inTwoDays })).toEqual({});

    const later = { ...fresh(), text: 'later', publishMode: 'later' as const };
    expect(problems('text', 'create', later)).toEqual({ scheduleAt: 'Please choose when to publish' });
    const past = toLocalInput(new Date(now.getTime() - 3600_000));
    expect(problems('text', 'create', { ...later, scheduleAt: past })).toEqual({
      scheduleAt: 'Please choose a time in the future',
    });
    // the post was scheduled for a time that has passed since: saving it again keeps that time
    const edited = { ...later, scheduleAt: past };
    expect(problems('text', 'edit', edited, edited)).toEqual({});
  });
});
