/** Kept for existing callers: the rule lives with the dictionary labels, in one place. */
export { localizedText as pickLocalized } from '../../contract/dictionary-label';
