// A private 1:1 show (issue 12): its two participants only (the API answers 403/404 to anyone else, who is
// sent home). antd-free.
import Head from 'next/head';
import type { NextPageContext } from 'next';
import type { FlaggedPage } from '@/layouts/page-types';
import { FlashNotifyProvider } from '@/components/notify';
import { performRedirect } from '@/app-store/bootstrap';
import { paths } from '@/config/paths';
import { apiOptionsFor } from '@/features/performer';
import { privateShow, type PrivateShow, PrivateShowRoom } from '@/features/streaming';

const PrivateShowPage: FlaggedPage<{ show: PrivateShow | null }> = ({ show }) => (
  <FlashNotifyProvider>
    <div className="container">
      <Head>
        <title key="title">Private show</title>
      </Head>
      <h1 className="sr-only">Private show</h1>
      {show ? <PrivateShowRoom key={show._id} show={show} /> : null}
    </div>
  </FlashNotifyProvider>
);

PrivateShowPage.getInitialProps = async (ctx: NextPageContext) => {
  const id = typeof ctx.query.id === 'string' ? ctx.query.id : '';
  try {
    return { show: await privateShow(id, apiOptionsFor(ctx).token) };
  } catch {
    performRedirect(ctx, paths.home);
    return { show: null };
  }
};

PrivateShowPage.authenticate = true;
PrivateShowPage.plain = true;

export default PrivateShowPage;
