// Reports (reference §4.3 "Report"): the fixed reason list, sent as the report's title.
export const REPORT_REASONS = [
  'violent or repulsive',
  'hateful or abusive',
  'harassment or bullying',
  'harmful or dangerous acts',
  'child abuse',
  'promotes terrorism',
  'spam or misleading',
  'infringes my rights',
  'others',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export type ReportTarget = 'performer' | 'feed' | 'video' | 'gallery' | 'product' | 'comment';

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
