import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { ClampText } from '../../../../components/ui/clamp-text/ClampText';
import { KeyValueList } from '../../../../components/ui/key-value-list/KeyValueList';
import type { KeyValueItem } from '../../../../components/ui/key-value-list/KeyValueList';
import type { RequirementView } from '../../model/criteria/requirement-view';
import { EvidenceList } from './EvidenceList';

function ExpectedValues({ values }: { values: readonly string[] }) {
  return (
    <ul className="requirement__values">
      {values.map((value, index) => (
        <li key={index}>{value}</li>
      ))}
    </ul>
  );
}

/** One requirement: title (struck through and marked when cancelled), description, values. */
export function RequirementItem({ requirement }: { requirement: RequirementView }) {
  const { t } = useTranslation('tenderCriteria');
  const { bounds, unit, evidences } = requirement;
  const rows: KeyValueItem[] = [
    { id: 'published', label: t('requirement.datePublished'), value: requirement.datePublished },
    requirement.expectsOneOf
      ? {
          id: 'expected',
          label: t('requirement.expectedValues'),
          value: <ExpectedValues values={requirement.expected} />,
        }
      : { id: 'expected', label: t('requirement.expectedValue'), value: requirement.expected[0] },
    ...(bounds
      ? [
          { id: 'min', label: t('requirement.minValue'), value: bounds.min },
          { id: 'max', label: t('requirement.maxValue'), value: bounds.max },
        ]
      : []),
    ...(unit === undefined ? [] : [{ id: 'unit', label: t('requirement.unit'), value: unit }]),
    {
      id: 'evidences',
      label: t('requirement.evidences'),
      value: evidences.length > 0 ? <EvidenceList evidences={evidences} /> : undefined,
    },
  ];
  return (
    <li className={clsx('requirement', requirement.cancelled && 'requirement--cancelled')}>
      <p className="requirement__title">
        {requirement.cancelled ? (
          <>
            <del>
              <bdi>{requirement.title}</bdi>
            </del>{' '}
            <span className="requirement__status">{t('requirement.cancelled')}</span>
          </>
        ) : (
          <bdi>{requirement.title}</bdi>
        )}
      </p>
      {requirement.description ? <ClampText text={requirement.description} lines={2} /> : null}
      <KeyValueList items={rows} />
    </li>
  );
}
