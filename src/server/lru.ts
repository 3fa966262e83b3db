/**
 * A map that holds entries up to a total weight (`capacity`, each entry weighed by `weigh`) and
 * forgets the least recently used ones first (a `Map` keeps insertion order: reading an entry
 * moves it to the end). An entry heavier than the whole capacity is not kept; a capacity of 0
 * holds nothing.
 */
export class LruCache<V> {
  readonly #entries = new Map<string, { value: V; weight: number }>();
  #weight = 0;

  constructor(
    readonly capacity: number,
    private readonly weigh: (key: string, value: V) => number,
  ) {}

  get size(): number {
    return this.#entries.size;
  }

  /** The weight of everything kept. */
  get weight(): number {
    return this.#weight;
  }

  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (entry === undefined) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V): void {
    this.delete(key);
    const weight = this.weigh(key, value);
    if (weight > this.capacity) return;
    this.#entries.set(key, { value, weight });
    this.#weight += weight;
    while (this.#weight > this.capacity) {
      const oldest = this.#entries.keys().next().value as string;
      this.delete(oldest);
    }
  }

  delete(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#weight -= entry.weight;
  }
}
