import type { TextPart } from '../model/text-parts';

/** A description with its code runs in <code>; all of it text, never HTML. */
export function RichText({ parts }: { parts: TextPart[] }) {
  return parts.map((part, index) =>
    part.code ? <code key={index}>{part.text}</code> : <span key={index}>{part.text}</span>,
  );
}
