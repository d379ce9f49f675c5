import { clearLocalStorage, SESSION_REFUSED_EVENT, useSession } from '@bursary/web-ui/session';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** What the sign-in page shows after the cms refused the session: its own message. */
export type SignInNotice = { notice?: string };

/**
 * When the cms stops taking the sign-in (it ended, or staff deactivated the reviewer), the person's
 * next call answers 401: they go to the sign-in page with the cms's message, and come back after.
 */
export function useSessionRefused() {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => {
    if (!session) return undefined;
    const onRefused = (event: Event) => {
      const notice = (event as CustomEvent<string>).detail;
      // Leave the guarded page first, so its guard does not send us to /signin without the message.
      void Promise.resolve(navigate('/signin', { replace: true, flushSync: true, state: { notice, from: location } })).then(clearLocalStorage);
    };
    window.addEventListener(SESSION_REFUSED_EVENT, onRefused);
    return () => window.removeEventListener(SESSION_REFUSED_EVENT, onRefused);
  }, [session, navigate, location]);
}
