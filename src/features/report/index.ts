// The public face of the report feature (README "A feature's anatomy"): what pages, layouts and other
// features import from it. Code-split entries are in lazy.ts, server-only loaders in loaders.ts.
export { type LazyModalState, LazyReportModal } from './components/lazy-report-modal';
export { ReportAction } from './components/report-action';
export type { ReportTarget } from './types';
