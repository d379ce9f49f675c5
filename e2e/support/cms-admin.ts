import type { APIRequestContext } from '@playwright/test';
import { E2E } from './e2e-env';

const TEXTS = '/content-manager/collection-types/api::portal.portal-text';

let adminToken: string | null = null;

/**
 * The Strapi admin panel's Authorization header for the e2e editor. The token is kept for the
 * run: the admin panel allows only a few sign-ins per address in five minutes, and many specs edit.
 */
export const cmsAdminHeaders = async (request: APIRequestContext) => {
  if (!adminToken) {
    const login = await request.post(`${E2E.cmsUrl}/admin/login`, { data: E2E.cmsAdmin });
    if (!login.ok()) throw new Error(`Signing in to the Strapi admin failed: ${login.status()} ${await login.text()}`);
    adminToken = (await login.json()).data.token as string;
  }
  return { Authorization: `Bearer ${adminToken}` };
};

// Changes a portal text the way an editor does in the Strapi admin panel (its own API).
export const editPortalText = async (request: APIRequestContext, key: string, edit: (body: string) => string) => {
  const headers = await cmsAdminHeaders(request);
  const list = await request.get(`${E2E.cmsUrl}${TEXTS}?filters[key][$eq]=${key}`, { headers });
  const text = (await list.json()).results[0];
  const saved = await request.put(`${E2E.cmsUrl}${TEXTS}/${text.documentId}`, {
    headers,
    data: { title: text.title, body: edit(text.body) },
  });
  if (!saved.ok()) throw new Error(`Saving ${key} failed: ${saved.status()}`);
};

const SETTINGS = '/content-manager/single-types/api::portal.portal-setting';

export type PortalSettingsChange = { cycle_year?: number; applications_open?: boolean };

/**
 * Changes the portal settings (open or closed, cycle year) the way an editor does in the Strapi admin panel, and
 * answers a function that puts back what was there.
 */
export const changePortalSettings = async (request: APIRequestContext, change: PortalSettingsChange) => {
  const headers = await cmsAdminHeaders(request);
  const before = (await (await request.get(`${E2E.cmsUrl}${SETTINGS}`, { headers })).json()).data;
  const put = async (data: PortalSettingsChange) => {
    const saved = await request.put(`${E2E.cmsUrl}${SETTINGS}`, { headers, data });
    if (!saved.ok()) throw new Error(`Saving the portal settings failed: ${saved.status()} ${await saved.text()}`);
  };
  await put(change);
  return () => put({ cycle_year: before.cycle_year, applications_open: before.applications_open });
};
