// "Get it now!" (reference §5.9): logged out → log in; a creator → "Creators cannot purchase theirs own
// products!"; a physical product out of stock → "Out of stock, please comeback later!"; otherwise the payments
// notice (orders arrive with payments: nothing is bought).
import { useState } from 'react';
import { useRouter } from 'next/router';
import { PaymentsNotice } from '@/components/payments-notice';
import { useNotify } from '@/components/notify';
import { useAppSelector } from '@/store/hooks';
import { selectLoggedIn } from '@/features/auth/auth-slice';
import { selectCurrentUser } from '@/features/user/user-slice';
import { LOGIN_REDIRECT_DELAY_MS } from '@/features/performer/components/use-viewer';
import { CartIcon } from '@/features/video/components/asset-icons';
import styles from '@/features/video/components/assets.module.css';
import { PURCHASE_MESSAGES, purchaseCheck, type Product } from '../types';
import { loginHref } from '@/lib/next-path';

export function GetItNow({ product }: { product: Product }) {
  const loggedIn = useAppSelector(selectLoggedIn);
  const user = useAppSelector(selectCurrentUser);
  const notify = useNotify();
  const router = useRouter();
  const [open, setOpen] = useState(false);

  const onClick = () => {
    const check = purchaseCheck(product, { loggedIn: loggedIn && Boolean(user), isPerformer: Boolean(user?.isPerformer) });
    switch (check) {
      case 'login':
        void notify.info(PURCHASE_MESSAGES.login);
        setTimeout(() => void router.push(loginHref()), LOGIN_REDIRECT_DELAY_MS);
        return;
      case 'creator':
        void notify.error(PURCHASE_MESSAGES.creator);
        return;
      case 'outOfStock':
        void notify.error(PURCHASE_MESSAGES.outOfStock);
        return;
      default:
        setOpen(true);
    }
  };

  return (
    <>
      <button type="button" className={`${styles.btn} ${styles.btnPrimary} ${styles.btnLarge}`} onClick={onClick}>
        <CartIcon />
        <span>Get it now!</span>
      </button>
      <PaymentsNotice open={open} onClose={() => setOpen(false)} price={product.price} itemLabel={product.name || 'this product'} />
    </>
  );
}
