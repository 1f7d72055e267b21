// Reports (reference §4.3 "Report"): the fixed reason list, sent as the report's title.
import type { ReportReason } from '@api/contract/report-reasons';

export { REPORT_REASONS, type ReportReason } from '@api/contract/report-reasons';

export type ReportTarget = 'performer' | 'feed' | 'video' | 'gallery' | 'product' | 'comment' | 'message';

export interface ReportPayload {
  target: ReportTarget;
  targetId: string;
  title: ReportReason;
  description: string;
  performerId?: string;
}

export const REPORT_DESCRIPTION_MAX = 2000;

/** "harassment or bullying" -> "Harassment or bullying" */
export function reasonLabel(reason: ReportReason): string {
  return reason.charAt(0).toUpperCase() + reason.slice(1);
}
