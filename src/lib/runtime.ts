// Which side runs this code. A function (not a constant) so tests can stand in for the server.
export function isBrowser(): boolean {
  return typeof window !== 'undefined';
}
