import ConfigProvider from 'antd/es/config-provider';
import type { ReactNode } from 'react';
import { theme } from './theme';

type AppProviderProps = {
  children: ReactNode;
};

export function AppProvider({ children }: AppProviderProps) {
  return <ConfigProvider theme={theme}>{children}</ConfigProvider>;
}
