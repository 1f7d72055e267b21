// The report reasons of the reference (§4.3 Report), exactly as the clients send them as a report's title: one
// list for the API's schema and the web app's report form.
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
