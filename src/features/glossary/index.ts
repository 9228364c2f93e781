/**
 * The glossary feature's door: the labels and status badges that open an entry (tender pages
 * and their tabs, search cards) and the entries' addresses. The route table wires its loader and lazy screen itself.
 */
export { GlossaryBadge } from './components/GlossaryBadge';
export { GlossaryTerm } from './components/GlossaryTerm';
export {
  GLOSSARY_DICTIONARIES,
  GLOSSARY_PATH,
  glossaryEntryId,
  glossaryHref,
} from './model/entries';
export type { GlossaryGroup } from './model/entries';
