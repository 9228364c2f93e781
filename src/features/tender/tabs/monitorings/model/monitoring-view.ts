import type { TFunction } from 'i18next';
import type { Lang } from '../../../../../../contract/api';
import type { Monitoring } from '../../../../../../contract/monitoring';
import { formatBoolean, formatDateTime, orDash } from '../../../../../lib/format';
import { paths } from '../../../../../../contract/routes/paths';
import type { LabelFn } from '../../../../../lib/use-reference-data';
import type { DocumentsView } from '../../../model/documents/documents-view';
import { text } from '../../../model/terms/rows';
import type { TermsRow } from '../../../model/terms/rows';
import { auditPageUrl } from './audit-page';
import { blankToUndefined, documentsOf } from './entry-parts';
import type { AppLink } from './entry-parts';

/** What the monitoring view models need besides the answer. */
export interface MonitoringsContext {
  lang: Lang;
  label: LabelFn;
  t: TFunction<'tenderMonitorings'>;
  /** The tender as the page's address names it (for links back to it) and its tenderID. */
  tender: { key: string; tenderID: string };
}

/** A long upstream text under its own heading (clamped on the page). */
export interface LongTextView {
  id: string;
  label: string;
  text: string;
}

export interface ConclusionView {
  rows: TermsRow[];
  /** The violation types through their dictionary; "other" gives its own text. */
  violations: string[];
  /** Findings, obligations (the recommendations) and description, when given. */
  texts: LongTextView[];
  documents: DocumentsView;
}

export interface PostView {
  key: string;
  title: string;
  description: string | undefined;
  rows: TermsRow[];
  documents: DocumentsView;
}

/** A request (or a post nobody answers) with the answers that refer to it. */
export interface RequestThreadView extends PostView {
  answers: PostView[];
}

export interface ResultView {
  report: { rows: TermsRow[]; description: string | undefined; documents: DocumentsView };
  resolution:
    | {
        rows: TermsRow[];
        byType: TermsRow[];
        description: string | undefined;
        documents: DocumentsView;
      }
    | undefined;
}

export interface ProceedingView {
  key: string;
  title: string;
  rows: TermsRow[];
}

export interface MonitoringView {
  key: string;
  /** The accordion's element id: a URL hash naming it opens the monitoring. */
  anchor: string;
  title: string;
  status: { code: string; label: string };
  rows: TermsRow[];
  /** The monitored tender's procurement-details tab. */
  tenderLink: AppLink;
  /** The monitoring's public record at the state audit service; undefined without an id. */
  auditPage: { href: string; text: string } | undefined;
  decision: { description: string | undefined; documents: DocumentsView };
  /** Why a stopped or cancelled monitoring ended. */
  cancellation: { description: string | undefined; rows: TermsRow[] } | undefined;
  conclusion: ConclusionView | undefined;
  requests: RequestThreadView[];
  result: ResultView | undefined;
  proceedings: ProceedingView[];
}

const labels = (codes: readonly string[], map: (code: string) => string): string =>
  orDash(codes.map(map).join('; '));

/** A monitoring status in the language; an unknown code as written. */
export function monitoringStatusLabel(status: string, t: MonitoringsContext['t']): string {
  return t(`status.${status}` as 'status.active', { defaultValue: status });
}

const dateRow = (id: string, label: string, value: string | undefined, lang: Lang): TermsRow => ({
  id,
  label,
  value: text(formatDateTime(value, lang)),
});

function toConclusion(
  monitoring: Monitoring,
  context: MonitoringsContext,
): ConclusionView | undefined {
  const { conclusion } = monitoring;
  if (!conclusion) return undefined;
  const { t, lang, label } = context;
  const violations = conclusion.violationType.map((code) =>
    code === 'other' && conclusion.otherViolationType
      ? conclusion.otherViolationType
      : label('monitoring_violation_types', code),
  );
  return {
    violations,
    rows: [
      {
        id: 'violationOccurred',
        label: t('conclusion.violationOccurred'),
        value: text(formatBoolean(conclusion.violationOccurred, lang)),
      },
      dateRow('date', t('conclusion.date'), conclusion.datePublished, lang),
    ],
    texts: [
      { id: 'auditFinding', label: t('conclusion.auditFinding'), text: conclusion.auditFinding },
      {
        id: 'recommendations',
        label: t('conclusion.recommendations'),
        text: conclusion.stringsAttached,
      },
      { id: 'description', label: t('conclusion.description'), text: conclusion.description },
    ].flatMap(({ text: value, ...rest }) => {
      const shown = blankToUndefined(value);
      return shown === undefined ? [] : [{ ...rest, text: shown }];
    }),
    documents: documentsOf(conclusion.documents, lang),
  };
}

function toPost(post: Monitoring['posts'][number], context: MonitoringsContext): PostView {
  const { t, lang } = context;
  const rows: TermsRow[] = [dateRow('date', t('requests.date'), post.datePublished, lang)];
  if (post.postOf) {
    rows.push({
      id: 'postOf',
      label: t('requests.about'),
      value: text(
        t(`requests.postOf.${post.postOf}` as 'requests.postOf.decision', {
          defaultValue: post.postOf,
        }),
      ),
    });
  }
  const author = post.author
    ? t(`requests.author.${post.author}` as 'requests.author.tender_owner', {
        defaultValue: post.author,
      })
    : undefined;
  return {
    key: post.id,
    title: orDash(post.title ?? author),
    description: blankToUndefined(post.description),
    rows: [{ id: 'author', label: t('requests.from'), value: text(orDash(author)) }, ...rows],
    documents: documentsOf(post.documents, lang),
  };
}

/** Requests in the order given, each with the posts that answer it (relatedPost). */
function toRequests(monitoring: Monitoring, context: MonitoringsContext): RequestThreadView[] {
  const ids = new Set(monitoring.posts.map((post) => post.id));
  const isAnswer = (post: Monitoring['posts'][number]): boolean =>
    post.relatedPost !== undefined && ids.has(post.relatedPost);
  return monitoring.posts
    .filter((post) => !isAnswer(post))
    .map((post) => ({
      ...toPost(post, context),
      answers: monitoring.posts
        .filter((answer) => answer.relatedPost === post.id)
        .map((answer) => toPost(answer, context)),
    }));
}

function toResult(monitoring: Monitoring, context: MonitoringsContext): ResultView | undefined {
  const { eliminationReport: report, eliminationResolution: resolution } = monitoring;
  if (!report && !resolution) return undefined;
  const { t, lang, label } = context;
  return {
    report: {
      rows: [dateRow('date', t('result.reportDate'), report?.datePublished ?? report?.date, lang)],
      description: blankToUndefined(report?.description),
      documents: documentsOf(report?.documents ?? [], lang),
    },
    resolution: resolution
      ? {
          rows: [
            {
              id: 'result',
              label: t('result.result'),
              value: text(
                resolution.result
                  ? t(`result.resultValue.${resolution.result}` as 'result.resultValue.none', {
                      defaultValue: resolution.result,
                    })
                  : orDash(undefined),
              ),
            },
            dateRow('date', t('result.date'), resolution.datePublished, lang),
          ],
          byType: Object.entries(resolution.resultByType ?? {}).map(([type, value]) => ({
            id: type,
            label: label('monitoring_violation_types', type),
            value: text(
              t(`result.resolutionType.${value}` as 'result.resolutionType.eliminated', {
                defaultValue: value,
              }),
            ),
          })),
          description: blankToUndefined(resolution.description),
          documents: documentsOf(resolution.documents, lang),
        }
      : undefined,
  };
}

function toProceedings(monitoring: Monitoring, context: MonitoringsContext): ProceedingView[] {
  const { t, lang } = context;
  return monitoring.proceedings.map((proceeding, index) => ({
    key: `${proceeding.type}-${String(index)}`,
    title: t(`proceedings.type.${proceeding.type}`),
    rows: [
      {
        id: 'protocolNumber',
        label: t('proceedings.protocolNumber'),
        value: text(orDash(proceeding.protocolNumber)),
      },
      {
        id: 'proceedingNumber',
        label: t('proceedings.proceedingNumber'),
        value: text(orDash(proceeding.proceedingNumber)),
      },
      dateRow('proceedingDate', t('proceedings.proceedingDate'), proceeding.proceedingDate, lang),
      { id: 'article', label: t('proceedings.article'), value: text(orDash(proceeding.article)) },
      { id: 'part', label: t('proceedings.part'), value: text(orDash(proceeding.part)) },
      {
        id: 'description',
        label: t('proceedings.description'),
        value: text(orDash(proceeding.description)),
      },
      dateRow('date', t('proceedings.date'), proceeding.datePublished, lang),
    ],
  }));
}

/**
 * The monitoring tab: one entry per monitoring with its status,
 * decision grounds and stages (through their dictionaries), start and publication dates, the
 * decision, and the conclusion, requests, result and proceedings of its tabs.
 */
export function toMonitoringView(
  monitoring: Monitoring,
  context: MonitoringsContext,
): MonitoringView {
  const { t, lang, label } = context;
  const id = monitoring.monitoring_id.trim() === '' ? monitoring.id : monitoring.monitoring_id;
  const { cancellation } = monitoring;
  const auditPage = auditPageUrl(monitoring.id);
  return {
    key: monitoring.id,
    anchor: `monitoring-${monitoring.id}`,
    title: t('entryTitle', { id: orDash(id) }),
    status: { code: monitoring.status, label: monitoringStatusLabel(monitoring.status, t) },
    rows: [
      {
        id: 'grounds',
        label: t('fields.grounds'),
        value: text(labels(monitoring.reasons, (code) => label('monitoring_reasons', code))),
      },
      {
        id: 'stages',
        label: t('fields.stages'),
        value: text(
          labels(monitoring.procuringStages, (code) => label('monitoring_procuring_stages', code)),
        ),
      },
      dateRow('startDate', t('fields.startDate'), monitoring.startDate, lang),
      dateRow('publicationDate', t('fields.publicationDate'), monitoring.datePublished, lang),
      dateRow('endDate', t('fields.endDate'), monitoring.endDate, lang),
    ],
    tenderLink: {
      text: context.tender.tenderID,
      to: paths.tenderTab(context.tender.key, 'purchase_details'),
    },
    auditPage:
      auditPage === undefined ? undefined : { href: auditPage, text: t('fields.auditPageText') },
    decision: {
      description: blankToUndefined(monitoring.decision?.description),
      documents: documentsOf(monitoring.decision?.documents ?? [], lang),
    },
    cancellation: cancellation
      ? {
          description: blankToUndefined(cancellation.description),
          rows: [
            dateRow(
              'date',
              t('cancellation.date'),
              cancellation.datePublished ?? cancellation.date,
              lang,
            ),
          ],
        }
      : undefined,
    conclusion: toConclusion(monitoring, context),
    requests: toRequests(monitoring, context),
    result: toResult(monitoring, context),
    proceedings: toProceedings(monitoring, context),
  };
}

/** The monitorings newest first (by creation), as the endpoint gives them oldest first. */
export function toMonitoringsView(
  monitorings: readonly Monitoring[],
  context: MonitoringsContext,
): MonitoringView[] {
  const time = (monitoring: Monitoring): number => {
    const value = Date.parse(monitoring.dateCreated ?? '');
    return Number.isNaN(value) ? Number.NEGATIVE_INFINITY : value;
  };
  return [...monitorings]
    .sort((a, b) => time(b) - time(a))
    .map((m) => toMonitoringView(m, context));
}
