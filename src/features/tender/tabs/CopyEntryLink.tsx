import { CopyButton } from '../../../components/ui/copy-button/CopyButton';
import { absoluteHref } from './model/entry-link';
import { pageOrigin } from '../../../lib/page-origin';

/** Copies the entry's address (its tab and anchor), which opens the page at that entry. */
export function CopyEntryLink({
  href,
  label,
  copied,
}: {
  href: string;
  label: string;
  copied: string;
}) {
  return <CopyButton value={absoluteHref(href, pageOrigin())} label={label} copiedText={copied} />;
}
