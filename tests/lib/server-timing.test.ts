import { http, HttpResponse } from 'msw';
import { API } from '../msw/handlers';
import { server, useMswServer } from '../msw/server';
import { installNodeServerTiming } from '@/lib/server-timing-node';
import { noteApiCall, serverTimingHeader, traceServerData } from '@/lib/server-timing';
import { get } from '@/lib/http-client';
import { isBrowser } from '@/lib/runtime';

jest.mock('@/lib/runtime', () => ({ isBrowser: jest.fn(() => true) }));
const isBrowserMock = isBrowser as jest.MockedFunction<typeof isBrowser>;

useMswServer();
installNodeServerTiming();

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const callsIn = (header: string) => Number(/api;desc="(\d+) calls?"/.exec(header)?.[1]);

describe('Server-Timing of a server render', () => {
  it('counts the calls of each render apart, however they interleave', async () => {
    const render = (calls: number) =>
      traceServerData(async () => {
        for (let i = 0; i < calls; i += 1) {
          await pause(5);
          noteApiCall(2);
        }
        return calls;
      });
    const [one, three] = await Promise.all([render(1), render(3)]);
    expect(one.value).toBe(1);
    expect(callsIn(one.header)).toBe(1);
    expect(callsIn(three.header)).toBe(3);
    expect(three.header).toMatch(/^api;desc="3 calls";dur=6\.0, data;dur=\d+\.\d$/);
  });

  it('counts the API calls the http client makes on the server, and only those inside the render', async () => {
    isBrowserMock.mockReturnValue(false);
    server.use(http.get(`${API}/ping`, () => HttpResponse.json({ status: 0, data: { ok: true } })));
    await get('/ping', undefined, { token: null }); // outside any render: nobody counts it
    const { header } = await traceServerData(async () => {
      await get('/ping', undefined, { token: null });
      await Promise.all([get('/ping', undefined, { token: null }), get('/ping', undefined, { token: null })]);
    });
    expect(callsIn(header)).toBe(3);
    isBrowserMock.mockReturnValue(true);
  });

  it('says "call" for one', () => {
    expect(serverTimingHeader({ calls: 1, apiMs: 3.14 }, 4)).toBe('api;desc="1 call";dur=3.1, data;dur=4.0');
  });
});
