// Paid messages (issue 11): a fan in the conversation buys a creator's message once; the wallet pays (ledger,
// commission, an earning row of type `message`) and the media opens for that fan only.
import type { FastifyInstance } from 'fastify';
import { HttpError, notFound } from '../lib/http-error';
import type { Viewer } from '../repositories/directory';
import type { WalletTransactionRow } from '../repositories/wallet-transactions';
import { memberConversation } from './conversations';
import { payableCreator } from './purchase-decision';
import { announceBalances } from './ledger';
import { MESSAGE_MESSAGES } from './messages';
import { WALLET_MESSAGES, charge } from './wallet-charges';

export async function buyMessage(
  app: FastifyInstance,
  fan: Viewer,
  id: string,
): Promise<WalletTransactionRow> {
  const message = await app.repos.messages.find(id);
  if (!message || message.isDeleted) throw notFound(MESSAGE_MESSAGES.notFound);
  await memberConversation(app, fan.id, message.conversationId);
  await payableCreator(app, fan, message.senderId);
  if (message.senderId === fan.id) throw new HttpError(422, WALLET_MESSAGES.ownItem);
  if (message.priceCents <= 0) throw new HttpError(422, WALLET_MESSAGES.free);
  if (await app.repos.purchases.exists(fan.id, 'message', id))
    throw new HttpError(422, WALLET_MESSAGES.alreadyBought);
  const now = app.now().toISOString();
  const { row, changes } = await charge(app, {
    fan,
    performerId: message.senderId,
    cents: message.priceCents,
    target: 'message',
    targetId: id,
    type: 'message',
    description: 'Unlock a paid message',
    also: async () => {
      if (await app.repos.purchases.exists(fan.id, 'message', id))
        throw new HttpError(422, WALLET_MESSAGES.alreadyBought);
      await app.repos.purchases.add(fan.id, 'message', id, now);
    },
  });
  announceBalances(app, changes);
  return row;
}
