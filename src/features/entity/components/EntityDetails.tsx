import { useTranslation } from 'react-i18next';
import type { FieldRow } from '../model/fields';
import { EntitySection } from './EntitySection';
import { FieldList } from './FieldList';

/** The "details" part of an entity page: its description, when it has one, and its key facts. */
export function EntityDetails({
  id,
  description,
  rows,
}: {
  id: string;
  description?: string;
  rows: readonly FieldRow[];
}) {
  const { t } = useTranslation('entities');
  return (
    <EntitySection id={id} title={t('details')}>
      {description ? (
        <p className="entity-section__text">
          <bdi>{description}</bdi>
        </p>
      ) : null}
      <FieldList rows={rows} />
    </EntitySection>
  );
}
