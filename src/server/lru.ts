/**
 * A map that holds at most `capacity` entries and forgets the least recently used one first (a
 * `Map` keeps insertion order: reading an entry moves it to the end). A capacity of 0 holds
 * nothing.
 */
export class LruCache<V> {
  readonly #entries = new Map<string, V>();

  constructor(readonly capacity: number) {}

  get size(): number {
    return this.#entries.size;
  }

  get(key: string): V | undefined {
    const value = this.#entries.get(key);
    if (value === undefined) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, value);
    return value;
  }

  set(key: string, value: V): void {
    if (this.capacity <= 0) return;
    this.#entries.delete(key);
    this.#entries.set(key, value);
    while (this.#entries.size > this.capacity) {
      const oldest = this.#entries.keys().next().value as string;
      this.#entries.delete(oldest);
    }
  }

  /** Forgets `key`, but only while it still holds `value` (a newer entry stays). */
  deleteIf(key: string, value: V): void {
    if (this.#entries.get(key) === value) this.#entries.delete(key);
  }
}
