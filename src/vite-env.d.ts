/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the portal API; defaults to '/api' on the same origin. */
  readonly VITE_API_BASE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
