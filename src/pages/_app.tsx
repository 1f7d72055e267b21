// App shell: store per request (next-redux-wrapper), server bootstrap (settings, maintenance, geo-block, current
// user, page flags), antd theme, analytics, realtime start and the layout chosen by BaseLayout.
import { useEffect } from 'react';
import type { AppContext, AppProps } from 'next/app';
import Head from 'next/head';
import Router from 'next/router';
import { Provider } from 'react-redux';
import { keepForRender, usePageStore, wrapper, type AppStore } from '@/app-store/store';
import { traceServerData } from '@/lib/server-timing';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { bootstrapApp, performRedirect, shellStatus, type PageFlags } from '@/app-store/bootstrap';
import { serverTimingEnabled, setClientEnv, type PublicEnv } from '@/config/env';
import { initAnalytics, trackPageView } from '@/lib/analytics';
import { selectSettings } from '@/features/settings';
import { selectDateLocale, selectTheme, selectUi } from '@/features/ui';
import { DateLocaleContext } from '@/lib/dates';
import { subscriptionModalClosed } from '@/features/subscription';
import { BaseLayout } from '@/layouts/base-layout';
import type { FlaggedPage } from '@/layouts/page-types';
import '@/styles/globals.css';
import '@/styles/chrome.css';
import '@/styles/pages.css';
import '@/styles/forms.css';

interface ShellProps {
  geoBlocked: boolean;
  maintenance: boolean;
  env?: PublicEnv;
}

type Props = AppProps & ShellProps & { Component: FlaggedPage };

function pageFlags(Component: FlaggedPage): PageFlags {
  const { authenticate, onlyPerformer, onlyUser, onlyAdmin, noredirect, guestOnly, layout } = Component;
  return { authenticate, onlyPerformer, onlyUser, onlyAdmin, noredirect, guestOnly, layout };
}

function AppEffects() {
  const dispatch = useAppDispatch();
  const gaCode = useAppSelector((s) => selectSettings(s).gaCode);

  useEffect(() => {
    dispatch({ type: 'realtime/appStarted' });
  }, [dispatch]);

  useEffect(() => {
    if (!gaCode) return undefined;
    void initAnalytics(gaCode).then(() => trackPageView(window.location.pathname + window.location.search));
    const onRoute = (url: string) => trackPageView(url);
    Router.events.on('routeChangeComplete', onRoute);
    return () => Router.events.off('routeChangeComplete', onRoute);
  }, [gaCode]);

  useEffect(() => {
    // The subscribe modal never survives a navigation (reference §5.2).
    const close = () => dispatch(subscriptionModalClosed());
    Router.events.on('routeChangeStart', close);
    return () => Router.events.off('routeChangeStart', close);
  }, [dispatch]);

  return null;
}

function Themed({ children }: { children: React.ReactNode }) {
  const theme = useAppSelector(selectTheme);
  const dateLocale = useAppSelector(selectDateLocale);
  const { siteName, favicon } = useAppSelector(selectUi);

  useEffect(() => {
    // <html data-theme> is server-rendered from the cookie; keep it in step with later toggles.
    document.documentElement.dataset.theme = theme;
    document.documentElement.style.colorScheme = theme;
  }, [theme]);

  return (
    <>
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="robots" content="index,follow" key="robots" />
        <title key="title">{siteName || 'Fanplatform'}</title>
        <link rel="icon" href={favicon || '/favicon.ico'} key="favicon" />
      </Head>
      <DateLocaleContext.Provider value={dateLocale}>{children}</DateLocaleContext.Provider>
    </>
  );
}

export default function App({ Component, ...rest }: Props) {
  const { store, props } = usePageStore(rest);
  const { pageProps, geoBlocked, maintenance, env } = props as AppProps & ShellProps;
  // Before any child renders (and any API call is made), the browser needs the server's runtime env.
  if (typeof window !== 'undefined') setClientEnv(env);

  return (
    <Provider store={store}>
      <Themed>
        <AppEffects />
        <BaseLayout
          layout={Component.layout}
          plain={Component.plain}
          geoBlocked={Boolean(geoBlocked)}
          maintenance={Boolean(maintenance)}
        >
          <Component {...pageProps} />
        </BaseLayout>
      </Themed>
    </Provider>
  );
}

App.getInitialProps = wrapper.getInitialAppProps((store) => async (appCtx: AppContext) => {
  if (!appCtx.ctx.res || !serverTimingEnabled())
    return keptForRender(store, await loadAppProps(store, appCtx));
  // on the server: the API calls the data work makes, and their time, in a Server-Timing header (issue 22)
  const { value, header } = await traceServerData(() => loadAppProps(store, appCtx));
  if (!appCtx.ctx.res.headersSent) appCtx.ctx.res.setHeader('Server-Timing', header);
  return keptForRender(store, value);
});

/** The filled store renders the page on the server (app-store/store.ts `usePageStore`). */
function keptForRender<T>(store: AppStore, value: T): T {
  keepForRender(store);
  return value;
}

async function loadAppProps(store: AppStore, appCtx: AppContext) {
  const { ctx } = appCtx;
  const Component = appCtx.Component as FlaggedPage;
  const loadPage = () =>
    Component.getInitialProps
      ? Promise.resolve(
          Component.getInitialProps({ ...ctx, store } as Parameters<
            NonNullable<FlaggedPage['getInitialProps']>
          >[0]),
        )
      : Promise.resolve({});
  // A page whose data does not depend on who is signed in loads it beside the user call, not after it
  const result = await bootstrapApp(
    store,
    ctx,
    pageFlags(Component),
    Component.getInitialProps && Component.dataWithoutUser ? loadPage : undefined,
  );
  const shell: ShellProps = {
    geoBlocked: result.geoBlocked,
    maintenance: result.maintenance,
    env: result.env,
  };
  if (result.redirect) {
    performRedirect(ctx, result.redirect);
    return { pageProps: {}, ...shell };
  }
  const status = shellStatus(result);
  if (status && ctx.res && !ctx.res.headersSent) {
    ctx.res.statusCode = status.status;
    if (status.retryAfter) ctx.res.setHeader('Retry-After', status.retryAfter);
  }
  let pageProps = {};
  if (Component.getInitialProps && !result.maintenance && !result.geoBlocked)
    pageProps = ((await (result.alongside ?? loadPage())) as object | undefined) ?? {};
  return { pageProps, ...shell };
}
