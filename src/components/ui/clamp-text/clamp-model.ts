/** Clamped text shows 4 lines by default. */
export const CLAMP_LINES = 4;

export interface ClampMeasure {
  scrollHeight: number;
  clientHeight: number;
}

/** The text overflows its clamped box (1 px of slack for sub-pixel rounding). */
export function isClamped({ scrollHeight, clientHeight }: ClampMeasure): boolean {
  return scrollHeight - clientHeight > 1;
}

/** The toggle shows while the text is clamped, and once expanded (to collapse it). */
export function showsClampToggle(expanded: boolean, measure: ClampMeasure): boolean {
  return expanded || isClamped(measure);
}
