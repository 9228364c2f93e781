/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the portal API; defaults to '/api' on the same origin. */
  readonly VITE_API_BASE_URL?: string;
  /** The server render's: the API base of the browser's build, for links a reader follows. */
  readonly VITE_API_LINK_BASE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
