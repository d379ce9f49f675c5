import type { ThemeConfig } from 'antd';

// The back office's antd theme, in the colours of the shared components (packages/web-ui/src/components/ui/ui.css).
// Deep green for a zakah fund: calm, trustworthy, and 7.5:1 against white. Borders and errors
// are dark enough (3.9:1 and 6.6:1) for people with low vision to see fields and read messages.
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#17603f',
    colorLink: '#17603f',
    colorInfo: '#17603f',
    // antd derives a heavy grey-green from so dark a colour; information notes get a light tint instead.
    colorInfoBg: '#eef5f0',
    colorInfoBorder: '#9cc5ad',
    colorError: '#b42318',
    colorText: '#1d2b24',
    colorTextSecondary: '#4b5d53',
    colorBgLayout: '#f4f7f5',
    colorBorder: '#738579',
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    fontSize: 16,
    borderRadius: 8,
    controlHeight: 40,
  },
  components: {
    // The grid's ticked rows: a light tint (antd's own from so dark a green would leave grey text unreadable).
    Table: { rowSelectedBg: '#e3f1e8', rowSelectedHoverBg: '#d4eadb' },
  },
};
