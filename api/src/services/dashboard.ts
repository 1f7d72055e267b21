// The console's dashboard (issue 23): what waits for an operator, and how the site sells and grows.
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/http-error';
import { toDollars } from '../lib/money';
import type { SalesTotals } from '../repositories/admin-dashboard';
import type { DashboardJson } from '../schemas/admin-money';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The default period: the last 30 days, today included. */
const DEFAULT_DAYS = 30;
/** A longer period is refused: a day-by-day chart past a year is not what the dashboard is for. */
export const MAX_DAYS = 366;

const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);
const startOf = (day: string) => `${day}T00:00:00.000Z`;
const endOf = (day: string) => `${day}T23:59:59.999Z`;

const salesJson = (s: SalesTotals) => ({
  gross: toDollars(s.grossCents),
  commission: toDollars(s.commissionCents),
  net: toDollars(s.netCents),
});

export async function dashboard(
  app: FastifyInstance,
  q: { from?: string; to?: string },
): Promise<DashboardJson> {
  const today = dayOf(app.now().getTime());
  const to = q.to ?? today;
  const toTime = Date.parse(startOf(to));
  const from = q.from ?? dayOf(toTime - (DEFAULT_DAYS - 1) * DAY_MS);
  const fromTime = Date.parse(startOf(from));
  if (Number.isNaN(fromTime) || Number.isNaN(toTime)) throw badRequest(['from and to must be dates']);
  if (fromTime > toTime) throw badRequest(['from must not be after to']);
  const days = Math.round((toTime - fromTime) / DAY_MS) + 1;
  if (days > MAX_DAYS) throw badRequest([`The period is at most ${MAX_DAYS} days`]);

  const repo = app.repos.adminDashboard;
  const byDay = new Map((await repo.signupsByDay(startOf(from), endOf(to))).map((d) => [d.day, d]));
  const signups = Array.from({ length: days }, (_, i) => {
    const date = dayOf(fromTime + i * DAY_MS);
    const d = byDay.get(date);
    return { date, fans: d?.fans ?? 0, creators: d?.creators ?? 0 };
  });
  return {
    openWork: {
      verificationsWaiting: (await app.repos.adminPeople.pendingVerifications(0, 0)).total,
      reportsOpen: await app.repos.reports.countOpen(),
      payoutsPending: await repo.payoutsPending(),
      failedRenewals: await repo.failedRenewals(startOf(from), endOf(to)),
    },
    today: salesJson(await repo.sales(startOf(today), endOf(today))),
    period: { from, to, sales: salesJson(await repo.sales(startOf(from), endOf(to))) },
    signups,
  };
}
