// Tips (reference §5.3): to a creator's profile, or during their live session. A live tip is checked against
// the session first and then told in its chat ("X tipped $Y"); the one decision, so no route takes it again.
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http-error';
import { amountToCents, formatDollars, settingCents } from '../lib/money';
import type { Viewer } from '../repositories/directory';
import type { WalletTransactionRow } from '../repositories/wallet-transactions';
import { announceBalances } from './ledger';
import { payableCreator } from './purchase-decision';
import { liveTipSession, postTipLine } from './stream-chat';
import { assertFan, charge } from './wallet-charges';

export interface TipInput {
  price: unknown;
  message?: string;
  /** with streamType: the live session the tip is given in */
  conversationId?: string;
  sessionId?: string;
  streamType?: string;
}

export async function tipCreator(
  app: FastifyInstance,
  fan: Viewer,
  performerId: string,
  body: TipInput,
): Promise<WalletTransactionRow> {
  const liveChat = body.conversationId && body.streamType ? body.conversationId : null;
  if (liveChat) await liveTipSession(app, fan, performerId, liveChat);
  await assertFan(app, fan);
  const creator = await payableCreator(app, fan, performerId);
  const cents = amountToCents(body.price, 'Tip amount');
  const min = settingCents(await app.repos.settings.get('minimumTipPrice'), 10);
  const max = settingCents(await app.repos.settings.get('maximumTipPrice'), 10000);
  if (cents < min) throw new HttpError(422, `Minimum tip amount is ${formatDollars(min)}`);
  if (cents > max) throw new HttpError(422, `Maximum tip amount is ${formatDollars(max)}`);
  const { row, changes } = await charge(app, {
    fan,
    performerId: creator.id,
    cents,
    target: liveChat ? 'stream' : 'performer',
    targetId: liveChat ?? creator.id,
    type: liveChat ? 'stream_tip' : 'tip',
    description: `Tip to ${creator.name || creator.username}${body.message?.trim() ? `: ${body.message.trim()}` : ''}`,
    note: body.message?.trim() ?? '',
    sessionId: body.sessionId ?? '',
  });
  announceBalances(app, changes);
  if (liveChat) await postTipLine(app, fan.id, liveChat, row.totalPriceCents);
  return row;
}
