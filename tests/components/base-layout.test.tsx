import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BaseLayout, resolveLayout } from '@/layouts/base-layout';
import { makeStore } from '@/app-store/store';
import { renderWithStore } from './render';

jest.mock('next/router', () => require('./router-mock'));
jest.mock('@ant-design/icons', () => require('./icons-mock'));

describe('resolveLayout', () => {
  it('prefers maintenance, then geo-block, then the page layout, then primary', () => {
    expect(resolveLayout({ layout: 'public', geoBlocked: true, maintenance: true })).toBe('maintenance');
    expect(resolveLayout({ layout: 'public', geoBlocked: true, maintenance: false })).toBe('geoBlock');
    expect(resolveLayout({ layout: 'public', geoBlocked: false, maintenance: false })).toBe('public');
    expect(resolveLayout({ layout: 'home', geoBlocked: false, maintenance: false })).toBe('home');
    expect(resolveLayout({ layout: 'blank', geoBlocked: false, maintenance: false })).toBe('blank');
    expect(resolveLayout({ layout: 'stream', geoBlocked: false, maintenance: false })).toBe('primary');
    expect(resolveLayout({ geoBlocked: false, maintenance: false })).toBe('primary');
  });
});

describe('BaseLayout', () => {
  it('shows the maintenance layout instead of the page when the setting is on', () => {
    const base = makeStore().getState();
    renderWithStore(
      <BaseLayout layout="public" geoBlocked={false} maintenance={false}>
        <p>page body</p>
      </BaseLayout>,
      { settings: { ...base.settings, maintenanceMode: true } },
    );
    expect(screen.getByRole('heading', { name: "We'll be back soon" })).toBeInTheDocument();
    expect(screen.getByText('The site is under maintenance')).toBeInTheDocument();
    expect(screen.queryByText('page body')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toBeInTheDocument();
  });

  it('shows the geo-block layout when the country is blocked', () => {
    renderWithStore(
      <BaseLayout geoBlocked maintenance={false}>
        <p>page body</p>
      </BaseLayout>,
    );
    expect(
      screen.getByRole('heading', { name: 'Website is not allowed in your country' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('page body')).not.toBeInTheDocument();
  });

  it('renders the page inside the requested layout with the shared element', async () => {
    renderWithStore(
      <BaseLayout layout="blank" geoBlocked={false} maintenance={false}>
        <p>page body</p>
      </BaseLayout>,
    );
    expect(await screen.findByText('page body')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(screen.getByRole('link', { name: 'Skip to content' })).toBeInTheDocument();
  });

  it('uses the footer-only public layout for auth pages', async () => {
    renderWithStore(
      <BaseLayout layout="public" geoBlocked={false} maintenance={false}>
        <p>login body</p>
      </BaseLayout>,
    );
    expect(await screen.findByText('login body')).toBeInTheDocument();
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('a plain page gets no antd around it, yet the subscription modal still opens on demand', async () => {
    const base = makeStore().getState();
    renderWithStore(
      <BaseLayout layout="blank" plain geoBlocked={false} maintenance={false}>
        <p>plain body</p>
      </BaseLayout>,
      {
        subscription: {
          ...base.subscription,
          showModal: true,
          subscriptionType: 'monthly',
          performer: {
            _id: 'p1',
            name: 'Demo Creator',
            username: 'demo-creator',
            avatar: '',
            monthlyPrice: 9.99,
            yearlyPrice: 99.99,
            isFreeSubscription: false,
            durationFreeSubscriptionDays: 0,
          },
        },
      },
    );
    expect(await screen.findByText('plain body')).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Confirm subscription' })).toBeInTheDocument();
  });
});

describe('hydration in two steps', () => {
  // The page is a Suspense boundary of its own: React hydrates the frame in one task and the page afterwards,
  // in slices at low priority, so the first hydration is no long task (issue 22, Lighthouse TBT).
  it('server-renders the page inside its own boundary, and hydrates it without a mismatch', async () => {
    const store = makeStore();
    const ui = (
      <Provider store={store}>
        <BaseLayout layout="admin" geoBlocked={false} maintenance={false}>
          <button type="button" onClick={() => clicked.push('page')}>
            page button
          </button>
        </BaseLayout>
      </Provider>
    );
    const clicked: string[] = [];
    const html = renderToString(ui);
    expect(html).toMatch(/<!--\$--><button[^>]*>page button<\/button><!--\/\$-->/);

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, ui, { onRecoverableError: (e) => errors.push(e) });
    });
    await userEvent.click(within(container).getByRole('button', { name: 'page button' }));
    expect(clicked).toEqual(['page']);
    expect(errors).toEqual([]);
    container.remove();
  });
});
