import { server, useMswServer } from '../../msw/server';
import { creatorToolsHandlers, resetToolsState, toolsState } from '../../msw/creator-tools-handlers';
import { startSaga } from '../saga-store';
import { searchSaga } from '@/features/search/search-saga';
import { keywordsRequested, keywordSubmitted } from '@/features/search/search-slice';

useMswServer();

beforeEach(() => {
  resetToolsState();
  server.use(...creatorToolsHandlers);
});

describe('search saga', () => {
  test('loads popular keywords once, then keeps them', async () => {
    const run = startSaga(searchSaga);
    run.store.dispatch(keywordsRequested());
    await run.waitFor('search/keywordsLoaded');
    expect(run.store.getState().search).toMatchObject({
      status: 'succeeded',
      keywords: [
        { keyword: 'yoga', count: 5 },
        { keyword: 'cooking', count: 3 },
      ],
    });
    run.store.dispatch(keywordsRequested());
    await new Promise((r) => setTimeout(r, 20));
    expect(toolsState.calls.keywordsList).toBe(1);
    run.stop();
  });

  test('a submitted keyword is posted as {keyword} and counted locally', async () => {
    const run = startSaga(searchSaga, {
      search: { keywords: [{ keyword: 'yoga', count: 5 }], status: 'succeeded', error: null },
    });
    run.store.dispatch(keywordSubmitted({ keyword: '  Cooking ' }));
    await run.waitFor('search/keywordRecorded');
    expect(toolsState.lastBody.keyword).toEqual({ keyword: 'Cooking' });
    expect(run.store.getState().search.keywords).toEqual([
      { keyword: 'yoga', count: 5 },
      { keyword: 'cooking', count: 1 },
    ]);
    run.stop();
  });

  test('a blank keyword is not sent', async () => {
    const run = startSaga(searchSaga);
    run.store.dispatch(keywordSubmitted({ keyword: '   ' }));
    await new Promise((r) => setTimeout(r, 20));
    expect(toolsState.lastBody.keyword).toBeUndefined();
    run.stop();
  });

  test('a failing list leaves the state failed (the dropdown just stays empty)', async () => {
    const { http, HttpResponse } = await import('msw');
    server.use(
      http.get('http://localhost:8080/search/list/keywords', () =>
        HttpResponse.json({ statusCode: 500, message: 'boom' }, { status: 500 }),
      ),
    );
    const run = startSaga(searchSaga);
    run.store.dispatch(keywordsRequested());
    await run.waitFor('search/keywordsFailed');
    expect(run.store.getState().search.status).toBe('failed');
    run.stop();
  });
});
