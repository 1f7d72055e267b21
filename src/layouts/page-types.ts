import type { NextPage } from 'next';
import type { PageFlags } from '@/app-store/bootstrap';

export type LayoutName = NonNullable<PageFlags['layout']>;

/** A page with its static gating flags (reference §2.1) read by _app and BaseLayout. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type FlaggedPage<P = any> = NextPage<P> &
  PageFlags & {
    /** The page renders no antd component: BaseLayout then skips loading the antd provider. */
    plain?: boolean;
    /**
     * The page's getInitialProps reads nothing the user call sets (it calls the API with the cookie's token
     * itself): on the server it runs beside _app's user call instead of after it (bootstrapApp `alongside`).
     */
    dataWithoutUser?: boolean;
  };
