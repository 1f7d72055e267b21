// Creator directory (reference §2.3 /creator). Login required, as in the reference's 2.1 release [C]: the
// directory is a member feature linked from the fan header ("Discover creators"), while creator profiles stay
// public (Open+) for sharing and search engines. The first page is rendered on the server from the URL query.
import Head from 'next/head';
import type { NextPageContext } from 'next';
import type { FlaggedPage } from '@/layouts/page-types';
import type { AppStore } from '@/store/store';
import { DirectoryView } from '@/features/performer/components/directory-view';
import { parseDirectoryQuery } from '@/features/performer/directory-query';
import { loadDirectoryInto } from '@/features/performer/loaders';
import { apiOptionsFor } from '@/features/performer/request-context';

const CreatorDirectoryPage: FlaggedPage = () => (
  <div className="container">
    <Head>
      <title key="title">Discover creators</title>
    </Head>
    <div className="page-heading">
      <h1>Discover creators</h1>
    </div>
    <DirectoryView />
  </div>
);

CreatorDirectoryPage.getInitialProps = async (ctx: NextPageContext & { store?: AppStore }) => {
  if (ctx.store && ctx.store.getState().auth.loggedIn) {
    await loadDirectoryInto(ctx.store, parseDirectoryQuery(ctx.query), apiOptionsFor(ctx));
  }
  return {};
};

CreatorDirectoryPage.authenticate = true;

export default CreatorDirectoryPage;
