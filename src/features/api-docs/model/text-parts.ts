/** A run of a description: plain text, or code the document marks with backticks. */
export interface TextPart {
  text: string;
  code: boolean;
}

/** "The id (`UA-…`)." → the text, the code and the text again; an unpaired backtick stays text. */
export function textParts(text: string): TextPart[] {
  return text
    .split(/(`[^`]+`)/)
    .filter((part) => part !== '')
    .map((part) =>
      part.length > 2 && part.startsWith('`') && part.endsWith('`')
        ? { text: part.slice(1, -1), code: true }
        : { text: part, code: false },
    );
}
