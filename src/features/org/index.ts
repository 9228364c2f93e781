/**
 * The organisation profile feature's door. Other features link to a profile through
 * `paths.org` (contract/routes/paths.ts); the route table wires the loader and lazy screen itself.
 */
export { tenderSearchHref } from './model/org-view';
