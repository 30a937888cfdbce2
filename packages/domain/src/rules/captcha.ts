// The sum captcha (SPEC.md §4, §5): two random digits 0-9; the typed sum must match. It only
// slows casual scraping of photos and numbers, so a plain random source is enough.

export interface SumCaptcha {
  a: number;
  b: number;
}

/** `random` returns a number in [0, 1), like Math.random (injectable for tests). */
export function newSumCaptcha(random: () => number = Math.random): SumCaptcha {
  const digit = () => Math.min(9, Math.max(0, Math.floor(random() * 10)));
  return { a: digit(), b: digit() };
}

export function checkSumCaptcha(captcha: SumCaptcha, answer: string | number | null | undefined): boolean {
  if (typeof answer === 'number') return answer === captcha.a + captcha.b;
  if (typeof answer !== 'string' || !/^\s*\d+\s*$/.test(answer)) return false;
  return Number(answer) === captcha.a + captcha.b;
}
