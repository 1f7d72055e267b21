// The wallet's dialogs, opened from anywhere by action (unlock, tip, product order). Loaded by BaseLayout only
// once one opens, so pages carry neither them nor antd until a fan pays.
import { useAppSelector } from '@/store/hooks';
import { useInjectSaga } from '@/store/inject-saga';
import { selectWallet } from '../wallet-slice';
import { walletSaga } from '../wallet-saga';
import { OrderDialog } from './order-dialog';
import { TipDialog } from './tip-dialog';
import { UnlockDialog } from './unlock-dialog';

export function WalletDialogs() {
  useInjectSaga('wallet', walletSaga);
  const { unlock, tip, order } = useAppSelector(selectWallet);
  return (
    <>
      {unlock.item ? <UnlockDialog /> : null}
      {tip.target ? <TipDialog /> : null}
      {order.product ? <OrderDialog /> : null}
    </>
  );
}
