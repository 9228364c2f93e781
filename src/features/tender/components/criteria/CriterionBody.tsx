import { useMemo } from 'react';
import type { Criterion } from '../../../../../contract/criteria';
import type { Lot } from '../../../../../contract/tender';
import { ClampText } from '../../../../components/ui/clamp-text/ClampText';
import { ExternalLink } from '../../../../components/ui/external-link/ExternalLink';
import { KeyValueList } from '../../../../components/ui/key-value-list/KeyValueList';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../../lib/i18n';
import { useLabel } from '../../../../lib/use-reference-data';
import { toCriterionView } from '../../model/criteria/criterion-view';
import type { LegislationView } from '../../model/criteria/criterion-view';
import { RequirementItem } from './RequirementItem';

function LegislationList({ acts }: { acts: readonly LegislationView[] }) {
  return (
    <ul className="criterion__legislation">
      {acts.map((act) => (
        <li key={act.key} className={act.citedAbove ? 'criterion__act--cited-above' : undefined}>
          <ExternalLink href={act.url} className="criterion__act">
            {act.name}
          </ExternalLink>
          {act.article ? <span className="criterion__article">{act.article}</span> : null}
        </li>
      ))}
    </ul>
  );
}

/** The body of a criterion's accordion: tags, description, legislation, requirement groups. */
export function CriterionBody({
  criterion,
  lots,
  headingLevel,
  citedAbove,
}: {
  criterion: Criterion;
  lots: readonly Lot[];
  headingLevel: 3 | 4 | 5;
  /** The acts the criteria above it in its list cite. */
  citedAbove?: ReadonlySet<string>;
}) {
  const { t } = useTranslation('tenderCriteria');
  const lang = useLang();
  const label = useLabel();
  const view = useMemo(
    () => toCriterionView(criterion, { lang, t, label, lots }, citedAbove),
    [criterion, lang, t, label, lots, citedAbove],
  );
  const GroupHeading = `h${String(headingLevel + 1)}` as 'h4';
  const rows = [
    ...(view.lot === undefined ? [] : [{ id: 'lot', label: t('criterion.lot'), value: view.lot }]),
    ...(view.descriptionRepeated
      ? []
      : [
          {
            id: 'description',
            label: t('criterion.description'),
            value: view.description ? <ClampText text={view.description} /> : undefined,
          },
        ]),
    {
      id: 'legislation',
      label: t('criterion.legislation'),
      value: view.legislation.length > 0 ? <LegislationList acts={view.legislation} /> : undefined,
    },
  ];
  return (
    <div className="criterion">
      {view.tags.length > 0 ? (
        <ul className="criterion__tags" aria-label={t('criterion.tags')}>
          {view.tags.map((tag) => (
            <li key={tag} className="criterion__tag">
              {tag}
            </li>
          ))}
        </ul>
      ) : null}
      <KeyValueList items={rows} />
      {view.groups.map((group) => (
        <section key={group.key} className="criterion__group">
          <GroupHeading className="criterion__group-title">
            <bdi>{group.title}</bdi>
          </GroupHeading>
          <ol className="criterion__requirements">
            {group.requirements.map((requirement) => (
              <RequirementItem key={requirement.key} requirement={requirement} />
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
