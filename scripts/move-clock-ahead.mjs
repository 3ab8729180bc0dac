/**
 * Moves this JavaScript realm's clock `days` days ahead of the real one: `new Date()` and `Date.now()` move,
 * a date built from its parts does not. Serves both the Node preload (`clock-ahead.mjs`) and the e2e browser,
 * which runs it as an init script, so it reads nothing but its argument and the realm's own `Date`.
 */
export function moveClockAhead(days) {
  const ahead = days * 86_400_000;
  const RealDate = globalThis.Date;

  class DateAhead extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(RealDate.now() + ahead);
      else super(...args);
    }

    static now() {
      return RealDate.now() + ahead;
    }
  }

  globalThis.Date = DateAhead;
}
