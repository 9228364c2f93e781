import { CopyButton } from '../../../../components/ui/copy-button/CopyButton';
import { ExternalLink } from '../../../../components/ui/external-link/ExternalLink';
import type { TermsValue } from '../../model/terms/rows';

/** One formatted value: text, a link, or a code with its scheme and a copy button. */
export function TermsValueView({ value }: { value: TermsValue }) {
  switch (value.kind) {
    case 'text':
      return value.text;
    case 'external':
      return <ExternalLink href={value.href}>{value.text}</ExternalLink>;
    case 'contact':
      return <a href={value.href}>{value.text}</a>;
    case 'code':
      return (
        <span className="terms-code">
          <span className="terms-code__id">{value.text}</span>
          {value.scheme ? <span className="terms-code__scheme"> ({value.scheme})</span> : null}
          <CopyButton value={value.text} label={value.copyLabel} />
        </span>
      );
  }
}
