// Set-up shared by the creator studio page tests (studio-*.test.tsx): next/router, the icons and the navigation
// mocked, the studio's msw handlers fresh before each test, the signed-in demo creator, Node files to upload.
// Import it before the pages so its mocks are in place when they load.
import '../components/resize-observer-stub';
import type { ReactElement } from 'react';
import { File as NodeFile } from 'node:buffer';
import { screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { server, useMswServer } from '../msw/server';
import { tokenFor } from '../msw/handlers';
import { resetStudioState, studioHandlers } from '../msw/studio-handlers';
import { makeUser, renderWithStore, signedIn } from '../components/render';
import { mockRouter } from '../components/router-mock';

jest.mock('next/router', () => require('../components/router-mock'));
jest.mock('@ant-design/icons', () => require('../components/icons-mock'));
jest.mock('@/lib/navigation', () => ({
  assignLocation: jest.fn(),
  currentPathname: jest.fn(() => require('../components/router-mock').mockRouter.pathname),
}));

export const CREATOR_ID = 'c'.repeat(24);
export const creator = makeUser({
  _id: CREATOR_ID,
  username: 'demo-creator',
  name: 'Demo Creator',
  isPerformer: true,
  verifiedDocument: true,
});

// Node's File: jest-fixed-jsdom swaps in Node's FormData, which refuses jsdom's File.
export const nodeFile = (name: string, type: string, size = 16) =>
  new NodeFile([new Uint8Array(size)], name, { type }) as unknown as File;

/** The msw server, a 30 s budget (antd forms typed key by key are slow in jsdom), and before each test: fresh
 * studio data, the creator's token, and the router at `pathname` with no query. */
export function setUpStudioTests(pathname: string) {
  useMswServer();
  jest.setTimeout(30000);
  beforeEach(() => {
    resetStudioState();
    server.use(...studioHandlers);
    Cookies.set('token', tokenFor('demo-creator'), { path: '/' });
    mockRouter.query = {};
    mockRouter.pathname = pathname;
    mockRouter.push.mockClear();
  });
}

/** A creation page shows the notice, not its form, while the creator's ID documents are not verified. */
export function expectRefusedUntilVerified(page: ReactElement) {
  renderWithStore(page, signedIn({ ...creator, verifiedDocument: false }));
  expect(
    screen.getByText('Your ID documents are not verified yet! You could not post any content right now.'),
  ).toBeInTheDocument();
}
