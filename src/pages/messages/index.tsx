// Messages (reference §2.3 /messages, §5.8; issue 11).
import Head from 'next/head';
import type { FlaggedPage } from '@/layouts/page-types';
import { Messenger } from '@/features/messaging';

const MessagesPage: FlaggedPage = () => (
  <div className="container">
    <Head>
      <title key="title">Messages</title>
    </Head>
    <h1 className="sr-only">Messages</h1>
    <Messenger />
  </div>
);

MessagesPage.authenticate = true;
// antd-free: the messenger holds a 200 kB first-load budget (issue 11)
MessagesPage.plain = true;

export default MessagesPage;
