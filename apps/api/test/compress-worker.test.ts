import { describe, expect, it } from 'vitest';
import { brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { compress } from '../src/lib/compress-worker';

describe('compression worker', () => {
  it('gives each caller the bytes of its own answer, many at once, in both formats', async () => {
    const answers = Array.from({ length: 60 }, (_, i) =>
      JSON.stringify({
        count: i,
        results: Array.from({ length: 20 + i }, (_, j) => ({ id: j, name: `n${i}-${j}` })),
      }),
    );
    const compressed = await Promise.all(
      answers.map((json, i) =>
        i % 2 === 0
          ? compress(json, { format: 'br', options: { params: { [constants.BROTLI_PARAM_QUALITY]: 2 } } })
          : compress(json, { format: 'gzip', options: { level: 1 } }),
      ),
    );
    compressed.forEach((bytes, i) => {
      const text = (i % 2 === 0 ? brotliDecompressSync(bytes) : gunzipSync(bytes)).toString();
      expect(text).toBe(answers[i]);
      expect(bytes.length).toBeLessThan(answers[i]!.length);
    });
  });
});
