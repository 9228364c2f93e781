import type { Lang } from '../../../../contract/api';
import type { Framework, FrameworkCounts } from '../../../../contract/framework';
import type { Period } from '../../../../contract/tender-parts';
import { formatDateRange } from '../../../lib/format';
import { localizedText } from '../../../../contract/dictionary-label';
import type { LabelFn } from '../../../lib/use-reference-data';
import {
  classificationRows,
  moment,
  organizationName,
  statusLabel,
  text,
  toDocumentViews,
} from '../../entity';
import type { DocumentView, EntityHeadView, EntityTexts, FieldRow } from '../../entity';

export type { FrameworkCounts };

export interface FrameworkView {
  head: EntityHeadView;
  description: string | undefined;
  details: FieldRow[];
  documents: DocumentView[];
}

const period = (value: Period | undefined, lang: Lang): string =>
  formatDateRange(value?.startDate, value?.endDate, lang, { time: true });

const count = (value: number | undefined): string | undefined =>
  value === undefined ? undefined : String(value);

/** The framework page (issue 11): who selects what, its periods, and how far it has come. */
export function toFrameworkView(
  framework: Framework,
  counts: FrameworkCounts | undefined,
  lang: Lang,
  label: LabelFn,
  texts: EntityTexts,
): FrameworkView {
  const fields = texts.framework.fields;
  const entity = framework.procuringEntity;
  const type = framework.frameworkType;
  const details: FieldRow[] = [
    {
      id: 'procuringEntity',
      label: fields.procuringEntity,
      value: text(organizationName(entity, lang)),
    },
    {
      id: 'procuringEntityCode',
      label: fields.procuringEntityCode,
      value: text(entity.identifier.id),
    },
    {
      id: 'frameworkType',
      label: fields.frameworkType,
      value: text(type ? label('framework_types', type) : undefined),
    },
    { id: 'period', label: fields.period, value: text(period(framework.period, lang)) },
    {
      id: 'enquiryPeriod',
      label: fields.enquiryPeriod,
      value: text(period(framework.enquiryPeriod, lang)),
    },
    {
      id: 'qualificationPeriod',
      label: fields.qualificationPeriod,
      value: text(period(framework.qualificationPeriod, lang)),
    },
    ...classificationRows(
      fields,
      framework.classification,
      framework.additionalClassifications,
      lang,
    ),
    { id: 'submissions', label: fields.submissions, value: text(count(counts?.submissions)) },
    {
      id: 'qualifications',
      label: fields.qualifications,
      value: text(count(counts?.qualifications)),
    },
    { id: 'agreements', label: fields.agreements, value: text(count(counts?.agreements)) },
    { id: 'dateModified', label: fields.dateModified, value: moment(framework.dateModified, lang) },
  ];
  const title = localizedText(framework.title, framework.title_en, lang).trim();
  return {
    head: {
      title: title || framework.prettyID,
      idLabel: texts.framework.id,
      id: framework.prettyID,
      status: {
        code: framework.status,
        label: statusLabel(texts.framework.statuses, framework.status),
        glossary: 'framework',
      },
      test: framework.mode === 'test' ? texts.framework.test : undefined,
    },
    description: framework.description?.trim() || undefined,
    details,
    documents: toDocumentViews(framework.documents, lang),
  };
}
