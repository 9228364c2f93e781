/**
 * The door to the parts that the plan, framework and product pages share: their head, details,
 * sections, field lists, documents and texts. Importing it brings their style sheet.
 */
import './components/entity.css';

export { EntityDetails } from './components/EntityDetails';
export { EntityDocuments } from './components/EntityDocuments';
export { EntityHead } from './components/EntityHead';
export { EntitySection } from './components/EntitySection';
export { FieldList, FieldValueView } from './components/FieldList';
export {
  classificationLines,
  classificationRows,
  classificationText,
  externalLink,
  lines,
  moment,
  organizationName,
  statusLabel,
  text,
  toDocumentViews,
  unitName,
} from './model/fields';
export type { DocumentView, EntityHeadView, FieldRow, FieldValue } from './model/fields';
export { fill } from './model/fill';
export { ENTITY_TEXTS } from './texts';
export { useEntityTitle } from './use-entity-title';
export type { EntityTexts } from './texts';
