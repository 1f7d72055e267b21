import { closeSocket, connectSocket } from '@/lib/socket';

const io = jest.fn((_url: string, _opts: Record<string, unknown>) => ({
  removeAllListeners: jest.fn(),
  disconnect: jest.fn(),
}));
jest.mock('@/lib/socket-client', () => ({
  io: (url: string, opts: Record<string, unknown>) => io(url, opts),
}));

describe('socket connection', () => {
  afterEach(() => closeSocket());

  test('the session token travels in the handshake auth payload, never in the URL', async () => {
    await connectSocket('http://api.test', 'secret-token');
    const [url, opts] = io.mock.calls[0];
    expect(url).toBe('http://api.test');
    expect(opts.auth).toEqual({ token: 'secret-token' });
    expect(opts.query).toBeUndefined();
    expect(JSON.stringify(url)).not.toContain('secret-token');
  });
});
