// Preloaded by scripts/test-later.sh and scripts/e2e-later.sh: the process's clock runs CLOCK_AHEAD_DAYS days
// ahead of the real one. PGlite's now() follows it; the file system's times stay real.
import { moveClockAhead } from './move-clock-ahead.mjs';

moveClockAhead(Number(process.env.CLOCK_AHEAD_DAYS ?? 0));
