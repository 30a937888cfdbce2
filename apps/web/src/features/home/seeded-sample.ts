/**
 * Up to `size` items in a random order fixed by `seed`. The same seed always gives the same order,
 * so a refetch or a download-count update doesn't reshuffle what the visitor is looking at.
 */
export function seededSample<T>(items: readonly T[], size: number, seed: number): T[] {
  const random = mulberry32(seed);
  const copy = items.slice();
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const picked = copy[j]!;
    copy[j] = copy[i]!;
    copy[i] = picked;
  }
  return copy.slice(0, size);
}

// A tiny seeded generator: Math.random can't be replayed.
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 0x1_0000_0000;
  };
}
