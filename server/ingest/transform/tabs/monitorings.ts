/** DASU monitorings in the portal shape. */
import type {
  Monitoring,
  MonitoringPost,
  MonitoringProceeding,
} from '../../../../contract/tender-tabs.ts';
import { toIdentifier } from '../common.ts';
import { toDocuments } from '../documents.ts';
import { bool, compact, isRecord, rec, recs, str, strs, type Json } from '../read.ts';

const withDocuments = (o: Json | undefined) =>
  o
    ? compact({
        description: str(o, 'description'),
        date: str(o, 'date'),
        datePublished: str(o, 'datePublished'),
        documents: toDocuments(o),
      })
    : undefined;

const toPost = (o: Json): MonitoringPost =>
  compact({
    id: str(o, 'id') ?? '',
    title: str(o, 'title'),
    description: str(o, 'description'),
    datePublished: str(o, 'datePublished'),
    author: str(o, 'author'),
    postOf: str(o, 'postOf'),
    relatedPost: str(o, 'relatedPost'),
    documents: toDocuments(o),
  });

/** The court appeal and the administrative liability protocols (spec: "proceedings"). */
const toProceedings = (o: Json): MonitoringProceeding[] => {
  const appeal = rec(o, 'appeal');
  const entries = [
    ...(appeal ? [{ kind: 'appeal' as const, source: appeal }] : []),
    ...recs(o, 'liabilities').map((source) => ({ kind: 'liability' as const, source })),
  ];
  return entries.map(({ kind, source }) => {
    const proceeding = rec(source, 'proceeding');
    const legislation = rec(source, 'legislation');
    return compact({
      type: kind,
      protocolNumber: str(source, 'reportNumber'),
      proceedingNumber: str(proceeding, 'proceedingNumber'),
      proceedingDate: str(proceeding, 'dateProceedings'),
      article: strs(legislation, 'article').join(', ') || undefined,
      part: str(legislation, 'part'),
      description: str(source, 'description'),
      datePublished: str(source, 'datePublished'),
    });
  });
};

export const toMonitoring = (o: Json): Monitoring => {
  const conclusion = rec(o, 'conclusion');
  const resolution = rec(o, 'eliminationResolution');
  const resultByType = rec(resolution, 'resultByType');
  const period = rec(o, 'monitoringPeriod');
  return compact({
    id: str(o, 'id') ?? '',
    monitoring_id: str(o, 'monitoring_id') ?? '',
    tender_id: str(o, 'tender_id') ?? '',
    status: str(o, 'status') ?? '',
    reasons: strs(o, 'reasons'),
    procuringStages: strs(o, 'procuringStages'),
    dateCreated: str(o, 'dateCreated'),
    dateModified: str(o, 'dateModified'),
    startDate: str(period, 'startDate'),
    endDate: str(period, 'endDate') ?? str(o, 'endDate'),
    datePublished: str(rec(o, 'decision'), 'datePublished'),
    decision: withDocuments(rec(o, 'decision')),
    conclusion: conclusion
      ? compact({
          violationOccurred: bool(conclusion, 'violationOccurred'),
          violationType: strs(conclusion, 'violationType'),
          otherViolationType: str(conclusion, 'otherViolationType'),
          auditFinding: str(conclusion, 'auditFinding'),
          stringsAttached: str(conclusion, 'stringsAttached'),
          description: str(conclusion, 'description'),
          datePublished: str(conclusion, 'datePublished'),
          documents: toDocuments(conclusion),
        })
      : undefined,
    posts: recs(o, 'posts').map(toPost),
    eliminationReport: withDocuments(rec(o, 'eliminationReport')),
    eliminationResolution: resolution
      ? compact({
          result: str(resolution, 'result'),
          resultByType: isRecord(resultByType)
            ? Object.fromEntries(
                Object.entries(resultByType).filter(
                  (entry): entry is [string, string] => typeof entry[1] === 'string',
                ),
              )
            : undefined,
          description: str(resolution, 'description'),
          datePublished: str(resolution, 'datePublished'),
          documents: toDocuments(resolution),
        })
      : undefined,
    proceedings: toProceedings(o),
    cancellation: withDocuments(rec(o, 'cancellation')),
    parties: recs(o, 'parties').map((p) =>
      compact({
        id: str(p, 'id'),
        name: str(p, 'name') ?? '',
        identifier: rec(p, 'identifier') ? toIdentifier(rec(p, 'identifier')) : undefined,
        roles: strs(p, 'roles'),
      }),
    ),
  });
};
