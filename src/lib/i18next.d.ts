import 'i18next';
import type { defaultNS, Resources } from './i18n';

/** Typed keys: a key missing from the Ukrainian files fails the type check. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof defaultNS;
    resources: Resources;
  }
}
