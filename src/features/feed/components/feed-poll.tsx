// A post's poll (reference §5.1): vote buttons until the viewer voted or the poll closed, then a percentage bar
// per option, the total votes and a countdown; "The poll is now closed" after expiry. Voting needs an account;
// creators see the results.
import { useAppSelector } from '@/store/hooks';
import { Countdown, useNow } from '@/components/countdown';
import { useLoginGate } from '@/features/reaction';
import { pollVoteRequested, selectVote } from '../feed-slice';
import { type Feed, pollEndsAt, pollPercentages, pollTotal } from '../types';
import { type FeedViewer } from '../access';
import styles from './feed-poll.module.css';
import { useFeatureDispatch } from '@/store/use-feature';
import { feedFeature } from '../feed-feature';

export const POLL_CLOSED = 'The poll is now closed';

interface Props {
  feed: Feed;
  viewer: FeedViewer;
}

export function FeedPoll({ feed, viewer }: Props) {
  // the saga downloads with the first vote
  const dispatch = useFeatureDispatch(feedFeature);
  const vote = useAppSelector((s) => selectVote(s, feed._id));
  const { gate } = useLoginGate();
  const end = pollEndsAt(feed);
  const endMs = end ? new Date(end).getTime() : null;
  const now = useNow(1000, endMs !== null);
  // before mount the clock is unknown: the poll counts as open until the browser says otherwise
  const closed = endMs !== null && now !== null && now >= endMs;
  const total = pollTotal(feed.polls);
  const percentages = pollPercentages(feed.polls);
  const showResults = feed.isVoted || closed || viewer.kind === 'creator';
  const pending = Boolean(vote?.pending);
  const headingId = `poll-${feed._id}`;

  if (feed.polls.length === 0) return null;
  return (
    <div className={styles.poll} role="group" aria-labelledby={headingId}>
      <p id={headingId} className={styles.pollQuestion}>
        {feed.pollDescription || 'Poll'}
      </p>
      <ul className={styles.pollOptions}>
        {feed.polls.map((option, i) =>
          showResults ? (
            <li key={option._id} className={styles.pollResult}>
              <span className={styles.pollBar} style={{ width: `${percentages[i]}%` }} aria-hidden />
              <span className={option.isVoted ? styles.pollMine : undefined}>
                {option.description}
                {option.isVoted ? <span className="sr-only"> (your vote)</span> : null}
              </span>
              <span>{percentages[i]}%</span>
            </li>
          ) : (
            <li key={option._id}>
              <button
                type="button"
                className={styles.pollVote}
                disabled={pending}
                onClick={gate(() => dispatch(pollVoteRequested({ feedId: feed._id, pollId: option._id })))}
              >
                {option.description}
              </button>
            </li>
          ),
        )}
      </ul>
      <div className={styles.pollMeta}>
        <span>
          {total} {total === 1 ? 'vote' : 'votes'}
        </span>
        {endMs === null ? null : closed ? (
          <span>{POLL_CLOSED}</span>
        ) : (
          <Countdown to={endMs} prefix="Ends in" />
        )}
      </div>
      {vote?.error ? (
        <p className={styles.error} role="alert">
          {vote.error.message}
        </p>
      ) : null}
    </div>
  );
}
