export interface ProgressBar {
  update(done: number, total: number): void;
  /** Ends the bar's line (on a terminal the bar is redrawn in place until then). */
  finish(): void;
}

interface ProgressStream {
  write(text: string): unknown;
  isTTY?: boolean;
}

export function renderBar(done: number, total: number, width = 30): string {
  const ratio = total <= 0 ? 1 : Math.min(1, Math.max(0, done / total));
  const filled = Math.round(ratio * width);
  return `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${done}/${total}`;
}

/**
 * `[#####-----] 250/500` on stderr. A terminal gets one line redrawn with \r; a log file or CI
 * gets a new line every 10% instead of hundreds of carriage returns.
 */
export function createProgressBar(stream: ProgressStream = process.stderr, width = 30): ProgressBar {
  let lastDecile = -1;
  let drawn = false;
  return {
    update(done, total) {
      if (stream.isTTY) {
        stream.write(`\r${renderBar(done, total, width)}`);
        drawn = true;
        return;
      }
      const decile = total <= 0 ? 10 : Math.floor((done / total) * 10);
      if (decile === lastDecile) return;
      lastDecile = decile;
      stream.write(`${renderBar(done, total, width)}\n`);
    },
    finish() {
      if (drawn) stream.write('\n');
      drawn = false;
    },
  };
}
