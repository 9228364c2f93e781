import { CopyButton } from '../../../components/ui/copy-button/CopyButton';
import { absoluteHref } from './model/entry-link';

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
  return (
    <CopyButton
      value={absoluteHref(href, window.location.origin)}
      label={label}
      copiedText={copied}
    />
  );
}
