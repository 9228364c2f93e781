export type StatusTone = 'orange' | 'green' | 'red' | 'neutral';

/*
 * Spec §4 gives the colour of four codes; the other codes of its status sets get the colour
 * their meaning shares with one of them.
 */
const TONES: ReadonlyMap<string, StatusTone> = new Map([
  ['pending', 'orange'],
  ['active', 'green'],
  ['unsuccessful', 'red'],
  ['cancelled', 'red'],
  ['complete', 'green'],
  ['completed', 'green'],
  ['resolved', 'green'],
  ['answered', 'green'],
  ['has_answer', 'green'],
  ['successful', 'green'],
  ['claim', 'orange'],
  ['no_answer', 'orange'],
  ['processing', 'orange'],
  ['expected', 'orange'],
  ['declined', 'red'],
  ['invalid', 'red'],
  ['ignored', 'red'],
  ['terminated', 'red'],
  ['stopped', 'red'],
  ['draft.unsuccessful', 'red'],
]);

/** A tender on its way (active.enquiries, active.tendering, … active.stage2.waiting). */
const ACTIVE_STAGE = /^active\.[a-z0-9.-]+$/;

/**
 * The badge colour of a status: spec §4's pending orange, active green, unsuccessful and
 * cancelled red, and the codes of the same meaning alike (a tender's active.* stages are
 * active). A draft or an unknown code is neutral: the badge shows the code without claiming
 * a state it may not have.
 */
export function statusTone(status: string | null | undefined): StatusTone {
  const code = status ?? '';
  return TONES.get(code) ?? (ACTIVE_STAGE.test(code) ? 'green' : 'neutral');
}
