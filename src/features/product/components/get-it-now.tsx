// "Get it now!" (reference §5.9): logged out → log in; a creator → "Creators cannot purchase theirs own
// products!"; a physical product out of stock → "Out of stock, please comeback later!"; otherwise the wallet's
// order dialog (quantity, address, total and the balance after it).
import { useRouter } from 'next/router';
import { orderDialogOpened } from '@/features/wallet';
import { useNotify } from '@/components/notify';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { LOGIN_REDIRECT_DELAY_MS, selectLoggedIn } from '@/features/auth';
import { selectCurrentUser } from '@/features/user';
import { CartIcon, assetControlStyles as styles } from '@/features/asset';
import { PURCHASE_MESSAGES, purchaseCheck, type Product } from '../types';
import { loginHref } from '@/lib/next-path';

export function GetItNow({ product }: { product: Product }) {
  const loggedIn = useAppSelector(selectLoggedIn);
  const user = useAppSelector(selectCurrentUser);
  const notify = useNotify();
  const router = useRouter();
  const dispatch = useAppDispatch();

  const onClick = () => {
    const check = purchaseCheck(product, {
      loggedIn: loggedIn && Boolean(user),
      isPerformer: Boolean(user?.isPerformer),
    });
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
        dispatch(
          orderDialogOpened({
            id: product._id,
            name: product.name || 'this product',
            price: product.price,
            type: product.type,
            stock: product.stock,
          }),
        );
    }
  };

  return (
    <button
      type="button"
      className={`${styles.btn} ${styles.btnPrimary} ${styles.btnLarge}`}
      onClick={onClick}
    >
      <CartIcon />
      <span>Get it now!</span>
    </button>
  );
}
