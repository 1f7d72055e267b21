// POST /reports (spec §7 "Reactions and reports"; reference §6.3 Report modal). Login required.
import { post } from '@/lib/http-client';
import { type ReportPayload } from './types';
import { intentKey } from '@/lib/idempotency';
import type { ReportJson } from '@api/schemas/social';

/** `intentId`: the open report form's intent, so a double click sends one report. */
export async function sendReport(payload: ReportPayload, intentId?: string): Promise<void> {
  const body = {
    target: payload.target,
    targetId: payload.targetId,
    title: payload.title,
    description: payload.description.trim(),
    ...(payload.performerId ? { performerId: payload.performerId } : {}),
  };
  await post<ReportJson>(
    '/reports',
    body,
    intentId ? { idempotencyKey: intentKey(intentId, body) } : undefined,
  );
}
