/** The elements the kit shows, in list order; each is /ui-kit/<id>. */
export const UI_KIT_ITEMS = [
  'pagination',
  'table-footer',
  'tabs',
  'accordion',
  'clamp-text',
  'info-popup',
  'copy-button',
  'key-value-list',
  'external-link',
  'document-link',
  'disabled-link',
  'status-badge',
  'loading',
  'skeleton',
  'money',
] as const;

export type UiKitItemId = (typeof UI_KIT_ITEMS)[number];

export const isUiKitItem = (id: string): id is UiKitItemId =>
  (UI_KIT_ITEMS as readonly string[]).includes(id);
