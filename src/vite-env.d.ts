/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base address of the REST API, '/api' when unset. */
  readonly VITE_API_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
