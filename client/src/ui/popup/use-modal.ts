import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

// What every modal surface of the app does (a bottom popup, a centred dialog, a sheet): while it
// is open, Tab and Shift+Tab stay inside it, Escape closes it, the page behind does not scroll,
// and when it closes the focus goes back to what had it (the button that opened it). Only the
// topmost modal answers the keyboard: a confirmation asked from a picker closes first.

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The focusable elements inside a container, in tab order of the document. */
function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.closest('[inert], [hidden]'));
}

const open: HTMLElement[] = [];
let locks = 0;

/** Stop the page behind from scrolling while one modal or more is open (nested ones count). */
function lockScroll() {
  if (locks++ === 0) document.documentElement.setAttribute('data-scroll-lock', '');
}
function unlockScroll() {
  if (--locks === 0) document.documentElement.removeAttribute('data-scroll-lock');
}

interface ModalOptions {
  /** Focused on open; else the first focusable element inside, else the container itself. */
  initialFocus?: RefObject<HTMLElement | null> | undefined;
}

export function useModal(ref: RefObject<HTMLElement | null>, onClose: () => void, { initialFocus }: ModalOptions = {}) {
  const close = useRef(onClose);
  useLayoutEffect(() => {
    close.current = onClose;
  });
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    open.push(box);
    lockScroll();
    // autoFocus inside the box may already have placed the focus: keep it there.
    if (!box.contains(document.activeElement)) (initialFocus?.current ?? focusables(box)[0] ?? box).focus();
    const onKey = (e: KeyboardEvent) => {
      if (open.at(-1) !== box) return;
      if (e.key === 'Escape') {
        e.preventDefault();
        e.stopPropagation();
        close.current();
      } else if (e.key === 'Tab') {
        const items = focusables(box);
        if (items.length === 0) {
          e.preventDefault();
          box.focus();
          return;
        }
        const first = items[0]!;
        const last = items.at(-1)!;
        const at = document.activeElement;
        if (e.shiftKey && (at === first || !box.contains(at))) {
          e.preventDefault();
          last.focus();
        } else if (!e.shiftKey && (at === last || !box.contains(at))) {
          e.preventDefault();
          first.focus();
        }
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      open.splice(open.indexOf(box), 1);
      unlockScroll();
      if (opener?.isConnected) opener.focus();
    };
    // Opened once per mount: the initial focus is read when the modal opens.
  }, [ref, initialFocus]);
}
