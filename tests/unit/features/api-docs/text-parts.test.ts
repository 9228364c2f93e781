import { describe, expect, it } from 'vitest';
import { textParts } from '../../../../src/features/api-docs/model/text-parts';

describe('textParts', () => {
  it('marks the runs the document writes in backticks as code', () => {
    expect(textParts('The internal id or the tenderID (`UA-…`).')).toEqual([
      { text: 'The internal id or the tenderID (', code: false },
      { text: 'UA-…', code: true },
      { text: ').', code: false },
    ]);
  });

  it('keeps an unpaired or empty pair of backticks as text', () => {
    expect(textParts('a ` b')).toEqual([{ text: 'a ` b', code: false }]);
    expect(textParts('a `` b')).toEqual([{ text: 'a `` b', code: false }]);
    expect(textParts('')).toEqual([]);
  });
});
