import crypto, { type KeyObject } from 'node:crypto';

const keys = new Map<string, KeyObject>();

// An HMAC key for jsonwebtoken, made once per secret. Given the secret as a string, jsonwebtoken
// first tries to read it as a public key on every call, and that failed attempt was the largest
// single cost of an authenticated request (bench/applicant-peak.mjs).
export const signingKey = (value: string | undefined, variable: string): KeyObject => {
  if (!value) throw new Error(`${variable} is not set`);
  let key = keys.get(value);
  if (!key) {
    key = crypto.createSecretKey(Buffer.from(value));
    keys.set(value, key);
  }
  return key;
};
