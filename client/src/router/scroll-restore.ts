// Scrolling a page back to where the person left it. A rebuilt page is short at first (its
// sections are still loading), so the position is reached as the content grows: tried again on
// every size change of the page, until reached, until the person scrolls or touches, or 5 s.

const GIVE_UP_MS = 5000;

/** Scroll to y now or as soon as the page is tall enough; returns a cancel function. */
export function restoreScroll(y: number): () => void {
  window.scrollTo(0, y);
  if (y <= 0 || Math.round(window.scrollY) >= Math.round(y)) return () => {};
  const observer = new ResizeObserver(() => {
    window.scrollTo(0, y);
    if (Math.round(window.scrollY) >= Math.round(y)) stop();
  });
  const events = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;
  const timer = setTimeout(() => stop(), GIVE_UP_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    for (const e of events) removeEventListener(e, stop, true);
  }
  observer.observe(document.body);
  for (const e of events) addEventListener(e, stop, { capture: true, passive: true });
  return stop;
}
