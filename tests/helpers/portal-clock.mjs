/**
 * A clock the test controls, for a portal process started with `startPortal({ clockAt })`: loaded
 * before the server (`--import`), it moves the process's wall clock so that it read
 * `PORTAL_TEST_CLOCK_MS` at start and runs on from there at the real pace. Everything that asks
 * the date (the embedded upstream's demo data, seeded relative to today; the BFF's Hong Kong
 * "today") then sees the same chosen day, whatever day the test runs on. Timers are not touched.
 */
const target = Number(process.env.PORTAL_TEST_CLOCK_MS);
if (Number.isFinite(target)) {
  const RealDate = Date;
  const shift = target - RealDate.now();
  class ShiftedDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(RealDate.now() + shift);
      else super(...args);
    }
    static now() {
      return RealDate.now() + shift;
    }
  }
  globalThis.Date = ShiftedDate;
}
