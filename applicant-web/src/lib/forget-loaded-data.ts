import { mutate } from 'swr';

// The portal's texts and settings are the same for everyone; everything else loaded belongs to whoever was signed in.
const isShared = (key: unknown) => key === '/api/portal-content' || (typeof key === 'string' && key.startsWith('/api/latelink/'));

/** Drops what was loaded for the last signed-in person, so the next one never starts from it (a shared phone). */
export const forgetLoadedData = () => mutate((key) => !isShared(key), undefined, { revalidate: false });
