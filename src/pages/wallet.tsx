// Wallet top-up (reference §2.3 /wallet, §5.4). Fans only: a creator's balance is their earnings.
import Head from 'next/head';
import type { FlaggedPage } from '@/layouts/page-types';
import { TopUpForm } from '@/features/wallet';
import { useFeature } from '@/store/use-feature';
import { checkoutFeature } from '@/features/wallet';

const WalletPage: FlaggedPage = () => {
  useFeature(checkoutFeature);
  return (
    <div className="container container-narrow">
      <Head>
        <title key="title">Wallet</title>
      </Head>
      <div className="page-heading">
        <h1>Wallet</h1>
      </div>
      <TopUpForm />
    </div>
  );
};

WalletPage.authenticate = true;
WalletPage.onlyUser = true;
// antd-free: the money pages keep first-load JS within the 200 kB (antd loads with a dialog only)
WalletPage.plain = true;

export default WalletPage;
