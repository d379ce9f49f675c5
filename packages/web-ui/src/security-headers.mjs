// The headers every page of both apps is served with, by the dev server (vite-config.ts) and by
// `npm start` (scripts/serve-app.mjs); docker/security-headers.conf says the same for nginx.
// antd writes its styles at runtime (CSS-in-JS), hence 'unsafe-inline' for styles only; scripts stay 'self'.
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  // Document previews show uploaded images and PDFs from blob: URLs (as nginx allows in production).
  "img-src 'self' data: blob:",
  "frame-src 'self' blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const SECURITY_HEADERS = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};
