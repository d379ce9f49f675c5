import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

const cmsUrl = process.env.CMS_URL || 'http://127.0.0.1:1337';
const envPort = process.env.PORT ? Number(process.env.PORT) : undefined;

// xfwd passes the visitor's address on, so the cms can rate-limit per person rather than per proxy.
const cmsProxy: ProxyOptions = { target: cmsUrl, changeOrigin: true, xfwd: true };
const proxy = { '/api': cmsProxy, '/uploads': cmsProxy };

// antd writes its styles at runtime (CSS-in-JS), hence 'unsafe-inline' for styles only; scripts stay 'self'.
const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const securityHeaders = {
  'Content-Security-Policy': contentSecurityPolicy,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { port: envPort ?? 5174, strictPort: true, proxy },
  preview: { port: envPort ?? 3001, strictPort: true, proxy, headers: securityHeaders },
});
