// The wallet's dialogs, opened from anywhere by action (unlock, tip, product order). Loaded by BaseLayout only
// once one opens, so pages carry neither them nor antd until a fan pays. They belong to the page they were
// opened on: leaving it (a live that ended sends the fan to the profile) closes them.
import { useEffect } from 'react';
import { useRouter } from 'next/router';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { useFeature } from '@/store/use-feature';
import { purchaseDialogsFeature } from '../purchase-dialogs-feature';
import { selectPurchaseDialogs } from '../purchase-dialogs-slice';
import { walletDialogsDismissed } from '../purchase-dialogs-slice';
import { OrderDialog } from './order-dialog';
import { TipDialog } from './tip-dialog';
import { UnlockDialog } from './unlock-dialog';

export function WalletDialogs() {
  useFeature(purchaseDialogsFeature);
  const dispatch = useAppDispatch();
  const { events } = useRouter();
  const { unlock, tip, order } = useAppSelector(selectPurchaseDialogs);
  useEffect(() => {
    // a shallow change (the messenger's conversation in the query) stays on the same page
    const left = (_url: string, options?: { shallow?: boolean }) => {
      if (!options?.shallow) dispatch(walletDialogsDismissed());
    };
    events.on('routeChangeStart', left);
    return () => events.off('routeChangeStart', left);
  }, [events, dispatch]);
  return (
    <>
      {unlock.item ? <UnlockDialog /> : null}
      {tip.target ? <TipDialog /> : null}
      {order.product ? <OrderDialog /> : null}
    </>
  );
}
