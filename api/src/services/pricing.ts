// Creator pricing rules against the site's subscription price limits (settings, spec §9).
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http-error';

const money = (n: number) => `$${Number.isInteger(n) ? n : n.toFixed(2)}`;

export function assertPrices(
  app: FastifyInstance,
  prices: { monthlyPrice?: number; yearlyPrice?: number },
): void {
  const min = Number(app.repos.settings.get('minimumSubscriptionPrice') ?? 2.95);
  const max = Number(app.repos.settings.get('maximumSubscriptionPrice') ?? 300);
  const errors: string[] = [];
  const check = (label: string, value: number | undefined) => {
    if (value !== undefined && (value < min || value > max))
      errors.push(`${label} must be between ${money(min)} and ${money(max)}`);
  };
  check('Monthly price', prices.monthlyPrice);
  check('Yearly price', prices.yearlyPrice);
  if (errors.length) throw new HttpError(422, errors.length === 1 ? errors[0] : errors);
}
