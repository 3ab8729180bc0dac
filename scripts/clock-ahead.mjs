// Preloaded by scripts/test-later.sh: the process's clock runs CLOCK_AHEAD_DAYS days ahead of the real one.
// Date and Date.now move; PGlite's now() follows them. The file system's times stay real.
const ahead = Number(process.env.CLOCK_AHEAD_DAYS ?? 0) * 86_400_000;
const RealDate = Date;

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
