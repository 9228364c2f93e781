import type { ComponentType } from 'react';
import { AccordionDemo } from './demos/AccordionDemo';
import { ClampTextDemo } from './demos/ClampTextDemo';
import { CopyButtonDemo } from './demos/CopyButtonDemo';
import { DisabledLinkDemo } from './demos/DisabledLinkDemo';
import { DocumentLinkDemo } from './demos/DocumentLinkDemo';
import { ExternalLinkDemo } from './demos/ExternalLinkDemo';
import { InfoPopupDemo } from './demos/InfoPopupDemo';
import { KeyValueListDemo } from './demos/KeyValueListDemo';
import { LoadingDemo } from './demos/LoadingDemo';
import { MoneyDemo } from './demos/MoneyDemo';
import { PaginationDemo } from './demos/PaginationDemo';
import { SkeletonDemo } from './demos/SkeletonDemo';
import { StatusBadgeDemo } from './demos/StatusBadgeDemo';
import { TableFooterDemo } from './demos/TableFooterDemo';
import { TabsDemo } from './demos/TabsDemo';
import type { UiKitItemId } from './ui-kit-items';

export const UI_KIT_DEMOS: Record<UiKitItemId, ComponentType> = {
  pagination: PaginationDemo,
  'table-footer': TableFooterDemo,
  tabs: TabsDemo,
  accordion: AccordionDemo,
  'clamp-text': ClampTextDemo,
  'info-popup': InfoPopupDemo,
  'copy-button': CopyButtonDemo,
  'key-value-list': KeyValueListDemo,
  'external-link': ExternalLinkDemo,
  'document-link': DocumentLinkDemo,
  'disabled-link': DisabledLinkDemo,
  'status-badge': StatusBadgeDemo,
  loading: LoadingDemo,
  skeleton: SkeletonDemo,
  money: MoneyDemo,
};
