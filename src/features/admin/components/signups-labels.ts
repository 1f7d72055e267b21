// The sign-up series' names, shared by the chart (loaded on demand) and its table (on first load).
export const SERIES_LABELS = { fans: 'New fans', creators: 'New creators' } as const;
