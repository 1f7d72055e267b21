// The public face of the wallet feature (README "A feature's anatomy"): what pages, layouts and other
// features import from it. Code-split entries are in lazy.ts, server-only loaders in loaders.ts.
export type { AddressesState } from './addresses-slice';
export { subscriptionActivated } from './checkout-events';
export type { CheckoutState } from './checkout-slice';
export { CardsManager } from './components/cards-manager';
export {
  DELIVERY_TEXT,
  DeliveryTag,
  OrdersTable,
  PaymentHistoryTable,
  WalletChargesTable,
} from './components/history-tables';
export { OrderDetail } from './components/order-detail';
export { SubscriptionsTable } from './components/subscriptions-table';
export { TopUpForm } from './components/top-up-form';
export type { MoneyHistoryState } from './money-history-slice';
export type { OrderDetailState } from './order-detail-slice';
export {
  itemUnlocked,
  orderDialogOpened,
  purchaseDialogsReducer,
  type PurchaseDialogsState,
  selectWalletDialogOpen,
  tipDialogOpened,
  unlockDialogOpened,
} from './purchase-dialogs-slice';
export {
  gatewayLabel,
  type Order,
  party,
  type Subscription,
  subscriptionState,
  toOrder,
  toSubscription,
} from './types';
export { walletSaga } from './wallet-saga';
export { addressesFeature } from './addresses-feature';
export { checkoutFeature } from './checkout-feature';
export { moneyHistoryFeature } from './money-history-feature';
export { orderDetailFeature } from './order-detail-feature';
export { purchaseDialogsFeature } from './purchase-dialogs-feature';
