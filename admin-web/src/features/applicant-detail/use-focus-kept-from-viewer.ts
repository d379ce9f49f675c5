import { useEffect, type RefObject } from 'react';

// How long after a document's frame has loaded its viewer may still take the focus.
const SETTLING_MS = 1500;
// A Tab pressed this recently moved the focus into the frame on purpose.
const TABBED_MS = 500;

/**
 * Chromium's PDF viewer takes the keyboard focus when its document appears, wherever staff had put it
 * (on the next document of the list, say), so the next key they press goes to the PDF. While the
 * frame loads, and for a moment after, focus that moves into it without staff tabbing or pointing
 * there goes back to where it was.
 */
export function useFocusKeptFromViewer(frame: RefObject<HTMLIFrameElement | null>, src: string | undefined) {
  useEffect(() => {
    const viewer = frame.current;
    if (!viewer || !src) return;
    let settlesAt = Number.POSITIVE_INFINITY;
    let tabbedAt = Number.NEGATIVE_INFINITY;
    let pointerInside = false;
    let placed = document.activeElement instanceof HTMLElement && document.activeElement !== viewer ? document.activeElement : null;

    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof HTMLElement && event.target !== viewer) placed = event.target;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Tab') tabbedAt = performance.now();
    };
    const onLoad = () => {
      settlesAt = performance.now() + SETTLING_MS;
    };
    const onPointerEnter = () => {
      pointerInside = true;
    };
    const onPointerLeave = () => {
      pointerInside = false;
    };
    // The page's window loses the focus as the frame takes it.
    const onWindowBlur = () => {
      const now = performance.now();
      const tookIt = document.activeElement === viewer && now < settlesAt && now - tabbedAt > TABBED_MS && !pointerInside;
      if (!tookIt || !placed?.isConnected) return;
      // Once the frame has the focus: the page takes it back, then the element.
      const element = placed;
      setTimeout(() => {
        window.focus();
        element.focus({ preventScroll: true });
      });
    };

    const listeners: [EventTarget, string, (event: never) => void, boolean][] = [
      [document, 'focusin', onFocusIn, true],
      [document, 'keydown', onKeyDown, true],
      [viewer, 'load', onLoad, false],
      [viewer, 'pointerenter', onPointerEnter, false],
      [viewer, 'pointerleave', onPointerLeave, false],
      [window, 'blur', onWindowBlur, false],
    ];
    for (const [target, type, listener, capture] of listeners) target.addEventListener(type, listener as EventListener, capture);
    return () => {
      for (const [target, type, listener, capture] of listeners) target.removeEventListener(type, listener as EventListener, capture);
    };
  }, [frame, src]);
}
