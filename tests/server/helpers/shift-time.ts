/** The rate limiter's stores read Date.now(): moving it is how a test waits out a window. */
export function shiftTime(t: { teardown(fn: () => unknown): void }, ms: number) {
  const real = Date.now;
  Date.now = () => real() + ms;
  t.teardown(() => {
    Date.now = real;
  });
}
