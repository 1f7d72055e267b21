// Full-page navigation outside React (the HTTP client's 401 handling). A module of its own so tests can stub
// it: jsdom's window.location.assign can be neither spied on nor performed.
export function assignLocation(url: string): void {
  window.location.assign(url);
}

export function currentPathname(): string {
  return window.location.pathname;
}
