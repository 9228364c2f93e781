import { useId, useMemo } from 'react';
import type { Tender } from '../../../../../contract/tender';
import { KeyValueList } from '../../../../components/ui/key-value-list/KeyValueList';
import { useTranslation } from 'react-i18next';
import { awardsLotView } from '../../model/awards/awards-view';
import type { AwardedLot, AwardGroupView } from '../../model/awards/awards-view';
import { opensFromHash } from '../../model/awards/hash-open';
import { AwardGroupItem } from './AwardGroupItem';
import { useProtocolContext } from './use-protocol-context';

/** The award groups as accordions, each open when the URL hash names one of its awards. */
export function AwardGroupList({
  groups,
  hash,
  level,
}: {
  groups: readonly AwardGroupView[];
  hash: string;
  level?: 3 | 4;
}) {
  return (
    <div className="protocol-list">
      {groups.map((group) => (
        <AwardGroupItem
          key={group.id}
          group={group}
          level={level}
          open={opensFromHash(group.hashIds, hash)}
        />
      ))}
    </div>
  );
}

/** "Дата визначення переможця": of the tender, or of one lot. */
export function WinnerDate({ value }: { value: string }) {
  const { t } = useTranslation('tenderAwards');
  return <KeyValueList items={[{ id: 'winnerDate', label: t('awards.winnerDate'), value }]} />;
}

interface AwardsLotProps {
  tender: Tender;
  awarded: AwardedLot;
  hash: string;
}

/** One lot's part of the disclosure protocol: its heading, winner date and award groups. */
export function AwardsLot({ tender, awarded, hash }: AwardsLotProps) {
  const context = useProtocolContext();
  const lot = useMemo(() => awardsLotView(tender, awarded, context), [tender, awarded, context]);
  const headingId = useId();
  return (
    <section className="protocol-lot" aria-labelledby={headingId}>
      <h3 id={headingId} className="protocol-lot__title">
        <bdi>{lot.title}</bdi>
      </h3>
      <WinnerDate value={lot.winnerDate} />
      <AwardGroupList groups={lot.groups} hash={hash} level={4} />
    </section>
  );
}
