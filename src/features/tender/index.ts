/**
 * The tender feature's door: the only module other features import. The route table
 * (app/routes.tsx) wires the tender's loader and lazy screens itself.
 */
export {
  fetchTenderCopy,
  readTenderCopy,
  replaceTenderCopy,
  unsaveTender,
} from './store/tender-copy';
export type { TenderCopy } from './store/tender-copy';
export { diffTenderCopies, isChangeKind, parseValue } from './model/tender-changes';
export type { ChangeKind } from './model/tender-changes';
