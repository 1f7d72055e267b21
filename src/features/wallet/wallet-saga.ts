// The wallet's sagas, one per slice, started together: every page that injects the wallet (its dialogs, the
// wallet, cards, history and order pages, the subscription dialog) runs them all, so a purchase event from
// another tab flips the item on any of them, as it did when the wallet was one saga.
import { all, fork } from 'redux-saga/effects';
import { addressesSaga } from './addresses-saga';
import { checkoutSaga } from './checkout-saga';
import { moneyHistorySaga } from './money-history-saga';
import { orderDetailSaga } from './order-detail-saga';
import { purchaseSaga } from './purchase-saga';

export function* walletSaga() {
  yield all([
    fork(checkoutSaga),
    fork(purchaseSaga),
    fork(addressesSaga),
    fork(moneyHistorySaga),
    fork(orderDetailSaga),
  ]);
}
