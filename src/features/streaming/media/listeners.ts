// Listener sets shared by the media engines.
export class Listeners<A extends unknown[]> {
  private readonly set = new Set<(...args: A) => void>();
  add(listener: (...args: A) => void): () => void {
    this.set.add(listener);
    return () => this.set.delete(listener);
  }
  emit(...args: A): void {
    for (const listener of [...this.set]) listener(...args);
  }
}
