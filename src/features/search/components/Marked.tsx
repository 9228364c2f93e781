import { Fragment } from 'react';
import type { TextSegment } from '../model/highlight';

/** Text with the search's matches in `<mark>`: built from text segments, never from HTML. */
export function Marked({ segments }: { segments: readonly TextSegment[] }) {
  return (
    <>
      {segments.map((segment, index) =>
        segment.match ? (
          <mark key={index}>{segment.text}</mark>
        ) : (
          <Fragment key={index}>{segment.text}</Fragment>
        ),
      )}
    </>
  );
}
