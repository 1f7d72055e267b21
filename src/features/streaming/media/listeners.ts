// What every media engine shares: listener sets, and a state that stops at `ended`.
import type { MediaState } from './live-media';

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

/** The state and publisher events of an engine; once `ended`, nothing more is reported. */
export abstract class MediaEvents {
  private readonly states = new Listeners<[MediaState, string?]>();
  protected readonly publishers = new Listeners<[string[]]>();
  protected state: MediaState = 'connecting';

  protected emitState(state: MediaState, message?: string): void {
    if (this.state === 'ended') return;
    this.state = state;
    this.states.emit(state, message);
  }

  onState(listener: (state: MediaState, message?: string) => void): () => void {
    return this.states.add(listener);
  }

  onPublishers(listener: (publisherIds: string[]) => void): () => void {
    return this.publishers.add(listener);
  }
}
