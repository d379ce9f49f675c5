// The portal's rate limits: each an environment variable and its default ("30/10m": 30 attempts per
// 10 minutes). Per client address they are generous: a campus Wi-Fi, a school lab or a mobile
// carrier puts many students behind one address. Per e-mail they are tight (wrong passwords per
// address and e-mail, so a stranger cannot lock an owner out).
export const RATE_LIMITS = {
  login: { variable: 'RATE_LIMIT_LOGIN', fallback: '600/10m', per: 'address' },
  login_failed: { variable: 'RATE_LIMIT_LOGIN_FAILED', fallback: '10/10m', per: 'email' },
  registration: { variable: 'RATE_LIMIT_REGISTRATION', fallback: '600/1h', per: 'address' },
  registration_email: { variable: 'RATE_LIMIT_REGISTRATION_EMAIL', fallback: '5/1h', per: 'email' },
  password: { variable: 'RATE_LIMIT_PASSWORD', fallback: '600/1h', per: 'address' },
  password_email: { variable: 'RATE_LIMIT_PASSWORD_EMAIL', fallback: '5/1h', per: 'email' },
  link: { variable: 'RATE_LIMIT_LINK', fallback: '600/10m', per: 'address' },
} as const;

export type RateLimitName = keyof typeof RATE_LIMITS;
