/** A browser and the system it runs on, as a person would name them ("Chrome 131", "Windows"). */
export interface DeviceDescription {
  browser: string | null;
  system: string | null;
}

// The order matters: Edge and Opera also say Chrome, Chrome also says Safari, iOS also says Mac OS X and
// Android also says Linux.
const BROWSERS: readonly [name: string, pattern: RegExp][] = [
  ['Edge', /Edg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /OPR\/(\d+)/],
  ['Samsung Internet', /SamsungBrowser\/(\d+)/],
  ['Firefox', /(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /(?:HeadlessChrome|Chrome|CriOS)\/(\d+)/],
  ['Safari', /Version\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//],
];

const SYSTEMS: readonly [name: string, pattern: RegExp][] = [
  ['Windows', /Windows NT/],
  ['Android', /Android/],
  ['iOS', /iPhone|iPad|iPod/],
  ['ChromeOS', /CrOS/],
  ['macOS', /Mac OS X|Macintosh/],
  ['Linux', /Linux/],
];

/** What a session's User-Agent header says of the browser and the system, where it says it plainly. */
export function describeUserAgent(userAgent: string): DeviceDescription {
  const browser = BROWSERS.find(([, pattern]) => pattern.test(userAgent));
  const version = browser?.[1].exec(userAgent)?.[1];
  return {
    browser: browser ? `${browser[0]} ${version}` : null,
    system: SYSTEMS.find(([, pattern]) => pattern.test(userAgent))?.[0] ?? null,
  };
}
