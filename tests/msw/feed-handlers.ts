// msw handlers for the fan feed (contract "Feeds", "Comments", "Reactions"): /user/feeds*, poll votes, file
// status, comments and reactions, over an in-memory `feedState` that tests inspect and tweak.
// Tests call useFeedApi() at the top level (or add them with `server.use(...feedHandlers)` after useMswServer
// and call resetFeedState() themselves).
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { API, apiState, tokenFor } from './handlers';
import { server, useMswServer } from './server';

type Raw = Record<string, unknown>;

function freshFeedState() {
  return {
    feeds: [] as Raw[],
    comments: [] as Raw[],
    /** query strings of GET /user/feeds and /user/feeds/search/:username, in order */
    listQueries: [] as Record<string, string>[],
    searchedUsernames: [] as string[],
    votes: [] as { pollId: string; userId: string }[],
    reactions: [] as { method: string; body: Raw }[],
    /** answers of the file status endpoint, one per call (the last one repeats) */
    fileStatuses: [{ status: 'processing', url: null }] as { status: string; url: string | null }[],
    statusCalls: 0,
    /** the next list call fails with this */
    listError: null as { status: number; message: string } | null,
    /** delay (ms) of list answers per offset, to test races */
    listDelayMs: {} as Record<string, number>,
    commentError: null as { status: number; message: string } | null,
    reactionError: null as { status: number; message: string } | null,
    seq: 0,
  };
}

export let feedState = freshFeedState();

export function resetFeedState() {
  feedState = freshFeedState();
}

const ok = (data: unknown) => HttpResponse.json({ status: 0, data });
const fail = (statusCode: number, message: string) =>
  HttpResponse.json({ statusCode, message, error: 'Error' }, { status: statusCode });

function caller(request: Request) {
  const token = request.headers.get('authorization') ?? '';
  const id = apiState.tokens.get(token);
  return apiState.users.find((u) => u._id === id);
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function list(request: Request, username?: string) {
  const url = new URL(request.url);
  const query = Object.fromEntries(url.searchParams.entries());
  feedState.listQueries.push(query);
  if (username) feedState.searchedUsernames.push(username);
  const delay = feedState.listDelayMs[query.offset ?? '0'];
  if (delay) await wait(delay);
  if (feedState.listError) {
    const { status, message } = feedState.listError;
    return fail(status, message);
  }
  let items = feedState.feeds;
  if (query.type) items = items.filter((f) => f.type === query.type);
  if (query.q) items = items.filter((f) => String(f.text).toLowerCase().includes(query.q.toLowerCase()));
  if (username) items = items.filter((f) => (f.performer as Raw | undefined)?.username === username);
  const offset = Number(query.offset ?? 0);
  const limit = Number(query.limit ?? 10);
  return ok({ data: items.slice(offset, offset + limit), total: items.length });
}

export const feedHandlers = [
  http.get(`${API}/user/feeds`, ({ request }) => list(request)),
  http.get(`${API}/user/feeds/search/:username`, ({ request, params }) =>
    list(request, String(params.username)),
  ),
  http.get(`${API}/user/feeds/:feedId/file/:fileId/status`, ({ params }) => {
    const i = Math.min(feedState.statusCalls, feedState.fileStatuses.length - 1);
    feedState.statusCalls += 1;
    return ok({ _id: params.fileId, ...feedState.fileStatuses[i] });
  }),
  http.get(`${API}/user/feeds/:id`, ({ params }) => {
    const feed = feedState.feeds.find((f) => f._id === params.id || f.slug === params.id);
    return feed ? ok(feed) : fail(404, 'Post not found');
  }),
  http.post(`${API}/user/feeds/vote/:pollId`, ({ request, params }) => {
    const user = caller(request);
    if (!user) return fail(401, 'Unauthorized');
    const pollId = String(params.pollId);
    const feed = feedState.feeds.find((f) => ((f.polls as Raw[]) ?? []).some((p) => p._id === pollId));
    const poll = ((feed?.polls as Raw[]) ?? []).find((p) => p._id === pollId);
    if (!feed || !poll) return fail(404, 'Poll not found');
    if (poll.expiredAt && new Date(String(poll.expiredAt)).getTime() <= Date.now())
      return fail(422, 'The poll is now closed');
    const pollIds = ((feed.polls as Raw[]) ?? []).map((p) => p._id);
    if (feedState.votes.some((v) => v.userId === user._id && pollIds.includes(v.pollId)))
      return fail(422, 'You have already voted for this poll');
    feedState.votes.push({ pollId, userId: user._id });
    poll.totalVote = Number(poll.totalVote) + 1;
    return ok({ ...poll, isVoted: true });
  }),
  http.get(`${API}/comments`, ({ request }) => {
    const url = new URL(request.url);
    const objectId = url.searchParams.get('objectId');
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const limit = Number(url.searchParams.get('limit') ?? 10);
    const items = feedState.comments.filter((c) => c.objectId === objectId).reverse();
    return ok({ data: items.slice(offset, offset + limit), total: items.length });
  }),
  http.post(`${API}/comments`, async ({ request }) => {
    const user = caller(request);
    if (!user) return fail(401, 'Unauthorized');
    if (feedState.commentError) return fail(feedState.commentError.status, feedState.commentError.message);
    const body = (await request.json()) as Raw;
    feedState.seq += 1;
    const comment = {
      _id: `cm${feedState.seq}`.padEnd(24, '0'),
      objectId: body.objectId,
      objectType: body.objectType,
      content: body.content,
      createdBy: user._id,
      creator: {
        _id: user._id,
        name: user.name,
        username: user.username,
        avatar: '',
        isPerformer: user.isPerformer,
      },
      isAuth: true,
      isLiked: false,
      totalReply: 0,
      totalLike: 0,
      createdAt: new Date().toISOString(),
    };
    feedState.comments.push(comment);
    return ok(comment);
  }),
  http.delete(`${API}/comments/:id`, ({ request, params }) => {
    const user = caller(request);
    if (!user) return fail(401, 'Unauthorized');
    const comment = feedState.comments.find((c) => c._id === params.id);
    if (!comment) return fail(404, 'Comment not found');
    if (comment.createdBy !== user._id) return fail(403, 'Forbidden');
    feedState.comments = feedState.comments.filter((c) => c !== comment);
    return ok(true);
  }),
  http.post(`${API}/reactions`, async ({ request }) => {
    if (!caller(request)) return fail(401, 'Unauthorized');
    feedState.reactions.push({ method: 'POST', body: (await request.json()) as Raw });
    if (feedState.reactionError) return fail(feedState.reactionError.status, feedState.reactionError.message);
    return ok({});
  }),
  http.delete(`${API}/reactions`, async ({ request }) => {
    if (!caller(request)) return fail(401, 'Unauthorized');
    feedState.reactions.push({ method: 'DELETE', body: (await request.json()) as Raw });
    if (feedState.reactionError) return fail(feedState.reactionError.status, feedState.reactionError.message);
    return ok({});
  }),
];

/** msw with the feed handlers and a fresh feed state for each test, signed in as `username` (token cookie). */
export function useFeedApi(username = 'demo-fan') {
  useMswServer();
  beforeEach(() => {
    resetFeedState();
    server.use(...feedHandlers);
    Cookies.set('token', tokenFor(username), { path: '/' });
  });
  afterEach(() => Cookies.remove('token', { path: '/' }));
}
