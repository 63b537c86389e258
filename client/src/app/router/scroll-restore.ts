// Scrolling a page back to where the person left it. A rebuilt page is short at first (its
// sections are still loading), so the position is reached as the content grows: tried again on
// every size change of the page until the person scrolls or touches, or for 5 s. Reaching it once
// is not the end: a section above that loads later changes the page's height, and the browser's
// scroll anchoring would then move the view away from where the person was.

const GIVE_UP_MS = 5000;

/** Scroll to y now and as the page grows or settles; returns a cancel function. */
export function restoreScroll(y: number): () => void {
  window.scrollTo(0, y);
  if (y <= 0) return () => {};
  const observer = new ResizeObserver(() => {
    if (Math.round(window.scrollY) !== Math.round(y)) window.scrollTo(0, y);
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
