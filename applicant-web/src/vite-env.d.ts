/// <reference types="vite/client" />

// An interface, not a type: it merges into Vite's own ImportMetaEnv.
interface ImportMetaEnv {
  readonly VITE_ADMIN_URL?: string;
}
