import ConfigProvider from 'antd/es/config-provider';
import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { theme } from './theme';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const prefersReducedMotion = () => window.matchMedia(REDUCED_MOTION).matches;

type AppProviderProps = {
  children: ReactNode;
};

// The back office's antd theme. antd animates panels, drawers and messages whatever the system says;
// people who asked their device for less motion (and the e2e suite, which emulates that) get none.
export function AppProvider({ children }: AppProviderProps) {
  const isReducedMotion = useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
  const appTheme = useMemo(
    () => (isReducedMotion ? { ...theme, token: { ...theme.token, motion: false } } : theme),
    [isReducedMotion],
  );
  return <ConfigProvider theme={appTheme}>{children}</ConfigProvider>;
}
