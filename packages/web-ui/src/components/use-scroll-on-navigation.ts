import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

// Where each visited entry of the tab's history was scrolled to, by its location key.
const positions = new Map<string, number>();

/**
 * Where a page starts when the address changes, as between whole pages: at the top (or at its #fragment)
 * after a link, a redirect or a changed step, and where it was left after Back or Forward. It works under
 * either kind of router (React Router's own ScrollRestoration needs its data router, which the applicant
 * site does without: it is about 15 KB of script a phone would fetch before its first page).
 */
export function useScrollOnNavigation() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const currentKey = useRef(location.key);

  useEffect(() => {
    // The browser's own restoration would jump before the page it belongs to is drawn.
    window.history.scrollRestoration = 'manual';
    const remember = () => positions.set(currentKey.current, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  // After the new page is in the document (and after its own layout effects, such as a form that scrolls
  // to its first field), before it is painted.
  useLayoutEffect(() => {
    currentKey.current = location.key;
    const kept = positions.get(location.key);
    if (navigationType === 'POP') {
      if (kept !== undefined) window.scrollTo(0, kept);
      return;
    }
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);
}
