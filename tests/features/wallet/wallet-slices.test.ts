// The wallet's slices: a dialog closes back to its initial state and every slice forgets the account on
// logout; a money table drops an answer for a view the URL has left.
import { checkoutReducer, couponApplied, initialCheckoutState } from '@/features/wallet/checkout-slice';
import {
  initialPurchaseDialogsState,
  purchaseDialogsReducer,
  unlockDialogOpened,
} from '@/features/wallet/purchase-dialogs-slice';
import { addressesLoaded, addressesReducer, initialAddressesState } from '@/features/wallet/addresses-slice';
import {
  initialMoneyHistoryState,
  moneyHistoryReducer,
  subscriptionCancelRequested,
} from '@/features/wallet/money-history-slice';
import {
  initialOrderDetailState,
  orderDetailReducer,
  orderDetailRequested,
} from '@/features/wallet/order-detail-slice';

describe('wallet slices', () => {
  test('a dialog closes back to its initial state; logging out forgets everything', () => {
    let s = purchaseDialogsReducer(
      undefined,
      unlockDialogOpened({ kind: 'feed', id: '1', price: 1, title: 't' }),
    );
    expect(s.unlock.item).not.toBeNull();
    s = purchaseDialogsReducer(s, { type: 'auth/loggedOut' });
    expect(s).toEqual(initialPurchaseDialogsState);
    // every wallet slice forgets the account
    const loggedOut = { type: 'auth/loggedOut' };
    const checkout = checkoutReducer(undefined, couponApplied({ code: 'X', value: 0.1 }));
    expect(checkoutReducer(checkout, loggedOut)).toEqual(initialCheckoutState);
    const addresses = addressesReducer(undefined, addressesLoaded([]));
    expect(addressesReducer(addresses, loggedOut)).toEqual(initialAddressesState);
    const history = moneyHistoryReducer(
      undefined,
      subscriptionCancelRequested({ intentKey: 'k', id: 's', gateway: '' }),
    );
    expect(moneyHistoryReducer(history, loggedOut)).toEqual(initialMoneyHistoryState);
    const detail = orderDetailReducer(undefined, orderDetailRequested({ id: 'o' }));
    expect(orderDetailReducer(detail, loggedOut)).toEqual(initialOrderDetailState);
  });

  test('an answer for another history view is ignored (the URL moved on)', () => {
    let s = moneyHistoryReducer(undefined, {
      type: 'moneyHistory/historyRequested',
      payload: { kind: 'charges', key: '?type=tip', query: { offset: 0, limit: 10 } },
    });
    s = moneyHistoryReducer(s, {
      type: 'moneyHistory/historyLoaded',
      payload: { kind: 'charges', key: '', items: [{ _id: 'old' }], total: 1 },
    });
    expect(s.pages.charges).toMatchObject({ status: 'loading', items: [] });
    s = moneyHistoryReducer(s, {
      type: 'moneyHistory/historyLoaded',
      payload: { kind: 'charges', key: '?type=tip', items: [{ _id: 'new' }], total: 1 },
    });
    expect(s.pages.charges).toMatchObject({ status: 'succeeded', total: 1 });
  });
});
