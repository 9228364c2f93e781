interface ImportMetaEnv {
  /** `shell`: a worker that answers every navigation with the shell (see navigation.ts). */
  readonly VITE_SW_NAVIGATION?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
