interface ImportMetaEnv {
  /** `network`: a worker that answers navigations with the server's page first (navigation.ts). */
  readonly VITE_SW_NAVIGATION?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
