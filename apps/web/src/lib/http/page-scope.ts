// §7: calls abort on page leave. Requests without their own signal join the current page's scope, which
// the router ends whenever the path changes.
let controller = new AbortController();

export function pageSignal(): AbortSignal {
  return controller.signal;
}

/** Aborts the calls of the page being left and opens a scope for the next one. */
export function leavePage(): void {
  controller.abort();
  controller = new AbortController();
}
