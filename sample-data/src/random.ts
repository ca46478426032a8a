// Deterministic randomness for sample and generated data: the same seed text gives the same data, ids
// included. sfc32 keeps 128 bits of state (mulberry32 has 32), so streams started from different seeds
// (the first-start sample, each generator run) do not overlap and their random ids do not collide.

export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  pickWeighted<T>(table: WeightedTable<T>): T;
  /** A version-4-shaped UUID drawn from this stream. */
  uuid(): string;
  /** An independent stream named after this one, unaffected by how much of this one was used. */
  fork(label: string): Random;
}

export interface WeightedTable<T> {
  values: readonly T[];
  /** Running totals of the weights, for a binary search per draw. */
  cumulative: Float64Array;
}

export function weightedTable<T>(entries: ReadonlyArray<readonly [T, number]>): WeightedTable<T> {
  const cumulative = new Float64Array(entries.length);
  let total = 0;
  entries.forEach(([, weight], i) => {
    total += Math.max(0, weight);
    cumulative[i] = total;
  });
  if (total <= 0) throw new Error('a weighted table needs a positive weight');
  return { values: entries.map(([value]) => value), cumulative };
}

/** cyrb128: spreads a seed text over four 32-bit words. */
function hashSeed(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

const hex8 = (n: number) => n.toString(16).padStart(8, '0');

export function createRandom(seed: string): Random {
  let [a, b, c, d] = hashSeed(seed);
  const next32 = (): number => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return t >>> 0;
  };
  // The first outputs of a fresh sfc32 state are poorly mixed; the reference implementation skips them.
  for (let i = 0; i < 15; i++) next32();

  const next = () => next32() / 4294967296;
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error('cannot pick from an empty list');
      return items[Math.floor(next() * items.length)]!;
    },
    pickWeighted<T>({ values, cumulative }: WeightedTable<T>): T {
      const target = next() * cumulative[cumulative.length - 1]!;
      let lo = 0;
      let hi = cumulative.length - 1;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (cumulative[mid]! > target) hi = mid;
        else lo = mid + 1;
      }
      return values[lo]!;
    },
    uuid() {
      const w = [next32(), next32(), next32(), next32()] as const;
      const time = hex8(w[0]) + hex8(w[1]);
      const version = `4${hex8(w[2]).slice(1, 4)}`;
      const variant = (((w[2] & 0x3fff) | 0x8000) >>> 0).toString(16);
      return `${time.slice(0, 8)}-${time.slice(8, 12)}-${version}-${variant}-${time.slice(12)}${hex8(w[3])}`;
    },
    fork: (label) => createRandom(`${seed}/${label}`),
  };
}
