import { theme } from '@bursary/web-ui/theme';
import ConfigProvider from 'antd/es/config-provider';
import type { ReactNode } from 'react';

type AppProviderProps = {
  children: ReactNode;
};

export function AppProvider({ children }: AppProviderProps) {
  return <ConfigProvider theme={theme}>{children}</ConfigProvider>;
}
