import type { Session } from '@bursary/domain/api-types';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useLogout } from '../api/logout';
import { clearLocalStorage } from '../session';
import { MenuButton } from './ui/menu-button';

export type MenuLink = {
  label: string;
  to: string;
};

type UserMenuProps = {
  session: Session;
  links?: MenuLink[];
};

// Links use their path as key, and paths start with '/', so no link can take this one.
const LOGOUT_KEY = 'logout';
const SIGN_IN_PATH = '/signin';

function initialsOf(session: Session): string {
  const initials = `${session.first_name?.[0] ?? ''}${session.last_name?.[0] ?? ''}`;
  return (initials || session.email?.[0] || '?').toUpperCase();
}

export function UserMenu({ session, links = [] }: UserMenuProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { trigger: logout, isMutating: isLoggingOut } = useLogout();
  const [signedOut, setSignedOut] = useState(false);

  // The session is forgotten once the sign-in page is shown: forgotten while the guarded page was still
  // there, its guard would send us to /signin remembering that page for the next person to sign in.
  useEffect(() => {
    if (signedOut && pathname === SIGN_IN_PATH) clearLocalStorage();
  }, [signedOut, pathname]);

  const items = [...links.map(({ label, to }) => ({ key: to, label })), { key: LOGOUT_KEY, label: 'Logout' }];
  const onSelect = async (key: string) => {
    if (key !== LOGOUT_KEY) {
      await navigate(key);
      return;
    }
    await logout();
    setSignedOut(true);
    await navigate(SIGN_IN_PATH);
  };
  const fullName = [session.first_name, session.last_name].filter(Boolean).join(' ');

  return (
    <MenuButton items={items} onSelect={(key) => void onSelect(key)} loading={isLoggingOut} aria-label={`Account menu for ${fullName || session.email}`}>
      {initialsOf(session)}
    </MenuButton>
  );
}
