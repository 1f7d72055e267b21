// The outbox shared by the messenger and live chats (issue 21): below both features, so neither imports the
// other; it knows no slice and no page, only the box, the client ids and the delivery rule.
export {
  addToOutbox,
  newClientId,
  pendingId,
  readOutbox,
  removeFromOutbox,
  type OutboxItem,
  type OutboxName,
} from './box';
export {
  RETRY_DELAYS_MS,
  createOutbox,
  isRefusal,
  lastConfirmed,
  type Delivery,
  type DeliveryState,
  type Draft,
  type Outbox,
} from './delivery';
