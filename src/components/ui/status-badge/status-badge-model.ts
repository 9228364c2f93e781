export type StatusTone = 'orange' | 'green' | 'red';

const TONES: ReadonlyMap<string, StatusTone> = new Map([
  ['pending', 'orange'],
  ['active', 'green'],
  ['unsuccessful', 'red'],
  ['cancelled', 'red'],
]);

/**
 * Spec §4 colour classes: pending orange, active green, unsuccessful and cancelled red;
 * any other status gets the green style.
 */
export function statusTone(status: string | null | undefined): StatusTone {
  return TONES.get(status ?? '') ?? 'green';
}
