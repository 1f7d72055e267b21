// The one loading state of every request a slice or component tracks (the Redux style guide's state machine):
// one declaration, so "loaded" means the same everywhere and hydration can tell a settled request.
export type RequestStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

/** The request has an answer (data or an error): server state that settled wins over the browser's initial. */
export const isSettled = (s: RequestStatus) => s === 'succeeded' || s === 'failed';
