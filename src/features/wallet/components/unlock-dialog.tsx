// Buying a pay-per-view item (reference §5.1, §5.9) or a paid message: the price and the balance after it are
// shown before anything is charged; a short wallet is told so with a way to top up. The item opens in place.
import { Button, Descriptions, Result } from 'antd';
import { balanceAfter, formatExact } from '@/lib/money';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectCurrentUser } from '@/features/user';
import { selectPurchaseDialogs } from '../purchase-dialogs-slice';
import { unlockDialogClosed, unlockRequested } from '../purchase-dialogs-slice';
import { useMoneyIntent } from './money-intent';
import { INSUFFICIENT, MoneyAlert } from './money-alert';
import { PurchaseModal } from './purchase-modal';
import { useFeature } from '@/store/use-feature';
import { purchaseDialogsFeature } from '../purchase-dialogs-feature';

const NOUN = { feed: 'Post', video: 'Video', gallery: 'Gallery', message: 'Message' } as const;

export function UnlockDialog() {
  useFeature(purchaseDialogsFeature);
  const dispatch = useAppDispatch();
  const { unlock } = useAppSelector(selectPurchaseDialogs);
  const user = useAppSelector(selectCurrentUser);
  const intentKey = useMoneyIntent(unlock.status);
  const item = unlock.item;
  if (!item) return null;
  const balance = user?.balance ?? 0;
  const after = balanceAfter(balance, item.price);
  const short = after < 0;
  const paying = unlock.status === 'paying';
  const done = unlock.status === 'success';
  const close = () => dispatch(unlockDialogClosed());
  return (
    <PurchaseModal
      title={done ? `${NOUN[item.kind]} is unlocked!` : `Unlock ${item.title}`}
      maskClosable={!paying}
      done={done}
      paying={paying}
      close={close}
      pay={
        <Button
          key="pay"
          type="primary"
          loading={paying}
          disabled={short}
          onClick={() => dispatch(unlockRequested({ intentKey }))}
        >
          Pay {formatExact(item.price)}
        </Button>
      }
    >
      {done ? (
        <Result
          status="success"
          title="Enjoy!"
          subTitle={`${formatExact(item.price)} was paid from your wallet.`}
        />
      ) : (
        <>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label="Price">{formatExact(item.price)}</Descriptions.Item>
            <Descriptions.Item label="Your wallet">{formatExact(balance)}</Descriptions.Item>
            <Descriptions.Item label="After this purchase">
              {short ? '—' : formatExact(after)}
            </Descriptions.Item>
          </Descriptions>
          <p style={{ marginTop: 12, marginBottom: 0 }}>
            It is yours to keep: you pay once and it stays unlocked.
          </p>
          {short ? <MoneyAlert message={INSUFFICIENT} onLeave={close} /> : null}
          {unlock.status === 'failed' && unlock.error ? (
            <MoneyAlert message={unlock.error} onLeave={close} />
          ) : null}
        </>
      )}
    </PurchaseModal>
  );
}
