// The HTML shell. antd runs with zeroRuntime: every antd rule, including both themes' CSS variables, comes
// from the build-time stylesheet (scripts/build-antd-css.mjs) linked below, so SSR generates no styles.
// antd's pages-router recipe (StyleProvider with an explicit cache) is kept, but the cache is shared by
// all requests: with zeroRuntime it only ever holds the light and dark token entries, and sharing it saves
// re-deriving the whole theme on every request (toolchain trap 3). Nothing is extracted from it: the
// static file already carries those blocks. Pages flagged `plain` (no antd, e.g. /auth/login) only
// prefetch the stylesheet instead of blocking their first paint on it; AntdProvider links it on the client
// when the user moves on to an antd page.
import Document, {
  Head,
  Html,
  Main,
  NextScript,
  type DocumentContext,
  type DocumentInitialProps,
} from 'next/document';
import { createCache, StyleProvider } from '@ant-design/cssinjs';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { THEME_COOKIE } from '@/config/constants';
import { readPublicEnv } from '@/config/env';
import { buildCsp, makeNonce } from '@/lib/csp';
import { codeSplitFeatures } from '@/app-store/features';
import { holdFeaturesFromTheStart } from '@/app-store/store';
import { installNodeServerTiming } from '@/lib/server-timing-node';
import { installNodeWire } from '@/lib/http-transport-node';
import { installNookies } from '@/lib/cookies-server';
import { installStringRenderer } from '@/lib/string-render-node';
import { paintFirstScripts } from '@/lib/paint-first';

type ThemeName = 'light' | 'dark';

// Server only (_document never reaches the browser): every request's store holds every code-split slice before
// _app or a page renders, so the state handed to the browser is whole (README "The store").
holdFeaturesFromTheStart(codeSplitFeatures);
// ...and counts the API calls each render makes, for its Server-Timing header (lib/server-timing.ts)
installNodeServerTiming();
// ...and calls the API over Node's http client with kept-alive sockets, not fetch (lib/http-transport-node.ts)
installNodeWire();
// ...and reads and clears cookies with nookies, whose parser stays out of the browser's bundles (lib/cookies.ts)
installNookies();
// ...and renders each page to a string, not through a web stream read back into one (lib/string-render-node.ts)
installStringRenderer();

interface Props extends DocumentInitialProps {
  theme: ThemeName;
  antdHref: string;
  plain: boolean;
  nonce: string;
}

const ANTD_CSS_META = 'fp-antd-css';

const sharedCache = createCache();

let antdHref: string | undefined;
/** /antd.css with a content hash, so browsers can cache it and still see a rebuilt file. */
function stylesheetHref(): string {
  if (antdHref && process.env.NODE_ENV === 'production') return antdHref;
  try {
    const css = readFileSync(join(process.cwd(), 'public/antd.css'));
    antdHref = `/antd.css?v=${createHash('sha256').update(css).digest('hex').slice(0, 10)}`;
  } catch {
    console.warn('public/antd.css is missing: run `node --import tsx scripts/build-antd-css.mjs`');
    antdHref = '/antd.css';
  }
  return antdHref;
}

function themeFromCookie(header: string | undefined): ThemeName {
  const match = header?.match(new RegExp(`(?:^|;\\s*)${THEME_COOKIE}=([^;]*)`));
  return match?.[1] === 'dark' ? 'dark' : 'light';
}

/** Next's head, with the app's start moved after the first contentful paint (lib/paint-first.ts). */
class PaintFirstHead extends Head {
  getScripts(files: Parameters<Head['getScripts']>[0]): ReturnType<Head['getScripts']> {
    return paintFirstScripts(super.getScripts(files));
  }
}

export default class AppDocument extends Document<Props> {
  static async getInitialProps(ctx: DocumentContext): Promise<Props> {
    const originalRenderPage = ctx.renderPage;
    let plain = false;
    ctx.renderPage = () =>
      originalRenderPage({
        enhanceComponent: (Component) => {
          plain = (Component as { plain?: boolean }).plain === true;
          return Component;
        },
        enhanceApp: (App) =>
          function WithStyles(props) {
            return (
              <StyleProvider cache={sharedCache}>
                <App {...props} />
              </StyleProvider>
            );
          },
      });
    const initialProps = await Document.getInitialProps(ctx);
    // One nonce per response: only scripts carrying it (Next's own) run; see src/lib/csp.ts.
    const nonce = makeNonce();
    if (ctx.res && !ctx.res.headersSent) {
      ctx.res.setHeader(
        'Content-Security-Policy',
        buildCsp({
          nonce,
          apiEndpoint: readPublicEnv().apiEndpoint,
          dev: process.env.NODE_ENV !== 'production',
          liveMediaOrigins: process.env.LIVE_MEDIA_ORIGINS ?? '',
          storageOrigins: process.env.STORAGE_ORIGINS ?? '',
        }),
      );
    }
    return {
      nonce,
      ...initialProps,
      theme: themeFromCookie(ctx.req?.headers.cookie),
      antdHref: stylesheetHref(),
      plain,
    };
  }

  render() {
    const { theme, antdHref: href, plain, nonce } = this.props;
    return (
      <Html lang="en" data-theme={theme}>
        <PaintFirstHead nonce={nonce}>
          <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
          <meta name={ANTD_CSS_META} content={href} />
          {/* plain pages (login, creator profile) fetch antd's CSS only when a modal or the drawer needs it */}
          {plain ? null : <link rel="stylesheet" href={href} />}
        </PaintFirstHead>
        <body>
          <Main />
          <NextScript nonce={nonce} />
        </body>
      </Html>
    );
  }
}
