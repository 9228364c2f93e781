import { useState } from 'react';

/**
 * The text of a typed field: what the user types, until the panel is reset (the search
 * changed, or "clear all"): then the field shows `value` again.
 */
export function useFieldText(value: string, resetKey: number): [string, (text: string) => void] {
  const [state, setState] = useState({ text: value, resetKey });
  if (state.resetKey !== resetKey) {
    setState({ text: value, resetKey });
  }
  const text = state.resetKey === resetKey ? state.text : value;
  return [
    text,
    (next: string) => {
      setState({ text: next, resetKey });
    },
  ];
}
