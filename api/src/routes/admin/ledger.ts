// The ledger check from the console (issue 23): the same proof as `npm run ledger -- check` (services/ledger.ts
// checkLedgerOn), its report in dollars. A read: it changes nothing, so it writes no audit row.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/http-error';
import { toDollars } from '../../lib/money';
import { LedgerReportJson } from '../../schemas/admin-site';
import { responses } from '../../schemas/common';
import { LedgerQueries } from '../../repositories/ledger-queries';
import { checkLedgerOn } from '../../services/ledger';

const ledgerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/admin/ledger/check', { schema: { response: responses(LedgerReportJson) } }, async () => {
    const report = await checkLedgerOn(new LedgerQueries(app.queryDb.kysely));
    return ok({
      ok: report.ok,
      checkedAt: app.now().toISOString(),
      entries: report.entries,
      accounts: report.accounts,
      mismatches: report.mismatches.map((m) => ({
        accountId: m.accountId,
        balance: toDollars(m.balanceCents),
        ledger: toDollars(m.ledgerCents),
      })),
      negative: report.negative.map((n) => ({ accountId: n.accountId, balance: toDollars(n.balanceCents) })),
      unbalanced: report.unbalanced.map((u) => ({
        transactionId: u.transactionId,
        total: toDollars(u.total),
      })),
    });
  });
};

export default ledgerRoutes;
