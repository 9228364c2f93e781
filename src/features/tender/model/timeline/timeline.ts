import type { TFunction } from 'i18next';
import type { Lang } from '../../../../../contract/api';
import type { Tender } from '../../../../../contract/tender';
import { formatDate, formatDateRange, formatDateTime } from '../../../../lib/format';
import type { LabelFn } from '../../../../lib/use-reference-data';
import { countdownTo, countsDown, lapsedDeadline } from '../../../../lib/countdown';
import type { CountdownView } from '../../../../lib/countdown';
import { stageSequence, timelineFamily } from './sequences';
import type { StageStatus, TimelineFamily } from './sequences';
import { stageSpan, toInstant } from './stage-dates';
import type { StageSpan } from './stage-dates';

/**
 * done: passed; current: the tender is in it; upcoming: still ahead; stopped: the tender was
 * cancelled or failed during it; skipped: never reached because of that.
 */
export type StageState = 'done' | 'current' | 'upcoming' | 'stopped' | 'skipped';

export interface TimelineStageView {
  status: string;
  label: string;
  state: StageState;
  /**
   * The stage's date, or its range as a 'from' and an 'until' line, in Kyiv time; empty when
   * the tender has none (the empty previews).
   */
  dates: string[];
}

/** How the tender ended, shown after the stages: complete, unsuccessful or cancelled. */
export interface TimelineEndView {
  status: string;
  label: string;
}

export interface TimelineView {
  family: TimelineFamily;
  stages: TimelineStageView[];
  end: TimelineEndView | undefined;
  countdown: CountdownView | undefined;
  /**
   * When the data says bidding is open but its deadline has passed (the data is a snapshot):
   * 'Строк подання минув 06 лютого 2026; дані станом на …'.
   */
  lapsed: string | undefined;
}

export interface TimelineContext {
  lang: Lang;
  label: LabelFn;
  t: TFunction<'tenderHead'>;
  /** The moment the countdown counts from (a parameter, so the model stays pure). */
  now: Date;
}

const MINUTE_MS = 60_000;
const END_STATUSES = new Set(['complete', 'unsuccessful', 'cancelled']);
const STOPPED_STATUSES = new Set(['unsuccessful', 'cancelled']);
export { countsDown };

/** The stage a status stands for: itself, or the stage its stand-still belongs to. */
function stageIndex(sequence: readonly StageStatus[], status: string): number {
  const index = sequence.indexOf(status as StageStatus);
  if (index >= 0) return index;
  const base = status.replace(/\.stand-still$/, '');
  return base === status ? -1 : sequence.indexOf(base as StageStatus);
}

/**
 * Where a cancelled or failed tender stopped: the last stage that had begun by the tender's
 * last status change. A published tender at least reached its first stage.
 */
function stoppedIndex(spans: readonly StageSpan[], tender: Tender): number {
  const stop = toInstant(tender.date) ?? toInstant(tender.dateModified);
  if (!stop) return 0;
  let reached = 0;
  spans.forEach(({ start, end, at }, index) => {
    const begun = start ?? at ?? end;
    if (begun && begun.getTime() <= stop.getTime()) reached = index;
  });
  return reached;
}

function stageStates(sequence: readonly StageStatus[], spans: StageSpan[], tender: Tender) {
  const { status } = tender;
  const states = (state: (index: number) => StageState) => sequence.map((_, i) => state(i));
  if (status === 'complete') return states(() => 'done');
  if (STOPPED_STATUSES.has(status)) {
    const stop = stoppedIndex(spans, tender);
    return states((i) => (i < stop ? 'done' : i === stop ? 'stopped' : 'skipped'));
  }
  const current = stageIndex(sequence, status);
  if (current < 0) return states(() => 'upcoming');
  return states((i) => (i < current ? 'done' : i === current ? 'current' : 'upcoming'));
}

function spanLines({ start, end, at }: StageSpan, lang: Lang): string[] {
  const sameMinute =
    start && end && Math.floor(+start / MINUTE_MS) === Math.floor(+end / MINUTE_MS);
  const moment = at ?? (sameMinute ? start : undefined);
  if (moment) return [formatDateTime(moment, lang, { month: 'short' })];
  const options = { time: true, month: 'short' } as const;
  return [
    ...(start ? [formatDateRange(start, undefined, lang, options)] : []),
    ...(end ? [formatDateRange(undefined, end, lang, options)] : []),
  ];
}

function stageLabel(stage: StageStatus, family: TimelineFamily, context: TimelineContext) {
  if (family === 'frameworkSelection' && stage === 'active.enquiries') {
    return context.t('timeline.invitationPeriod');
  }
  return context.label('tender_statuses', stage);
}

/** The timeline of a tender: its stages in order, where it stands, and its deadline. */
export function toTimeline(tender: Tender, context: TimelineContext): TimelineView {
  const family = timelineFamily(tender.procurementMethodType);
  const sequence = stageSequence(tender.procurementMethodType, tender.config.hasAuction);
  const spans = sequence.map((stage) => stageSpan(stage, tender));
  const states = stageStates(sequence, spans, tender);
  const stages = sequence.map((stage, index) => ({
    status: stage,
    label: stageLabel(stage, family, context),
    state: states[index] ?? 'upcoming',
    dates: spanLines(spans[index] ?? {}, context.lang),
  }));
  const end = END_STATUSES.has(tender.status)
    ? { status: tender.status, label: context.label('tender_statuses', tender.status) }
    : undefined;
  const deadline = toInstant(tender.tenderPeriod?.endDate);
  const countdown =
    countsDown(tender.status) && deadline
      ? countdownTo(deadline, context.now, context.t)
      : undefined;
  const lapsedAt = lapsedDeadline(tender.status, tender.tenderPeriod?.endDate, context.now);
  const lapsed = lapsedAt
    ? context.t('timeline.lapsed', {
        deadline: formatDate(lapsedAt, context.lang, { month: 'genitive' }),
        asOf: formatDateTime(tender.dateModified, context.lang),
      })
    : undefined;
  return { family, stages, end, countdown, lapsed };
}
