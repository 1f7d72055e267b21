// One msw server for web tests: `useMswServer()` in a test file starts it, resets handlers and state.
import { setupServer } from 'msw/node';
import { handlers, resetApiState } from './handlers';

export const server = setupServer(...handlers);

export function useMswServer() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    resetApiState();
  });
  afterAll(() => server.close());
}
