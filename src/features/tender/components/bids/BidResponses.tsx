import { useMemo } from 'react';
import type { Bid, Tender } from '../../../../../contract/tender';
import { KeyValueList } from '../../../../components/ui/key-value-list/KeyValueList';
import { usePrinting } from '../../../../lib/use-printing';
import { toResponseGroups } from '../../model/bids/bid-responses';
import type { ResponseGroupView, ResponseView } from '../../model/bids/bid-responses';
import { tabResponses } from '../../model/bids/bid-tabs';
import type { BidTab } from '../../model/bids/bid-tabs';
import { EvidenceList } from '../criteria/EvidenceList';
import '../criteria/criteria.css';
import { useBidsContext } from './use-bids-context';

/** One answer: the requirement, the answer, the bidder's text (not on paper if it repeats), evidence. */
function ResponseItem({ response, printing }: { response: ResponseView; printing: boolean }) {
  const { t } = useBidsContext();
  const description =
    response.description && !(printing && response.descriptionRepeatsTender)
      ? response.description
      : undefined;
  return (
    <li className="bid-responses__item">
      <KeyValueList
        items={[
          {
            id: 'requirement',
            label: t('responses.requirement'),
            value: <bdi>{response.requirement}</bdi>,
          },
          { id: 'value', label: t('responses.value'), value: <bdi>{response.value}</bdi> },
          ...(description
            ? [
                {
                  id: 'description',
                  label: t('responses.description'),
                  value: <bdi>{description}</bdi>,
                },
              ]
            : []),
          {
            id: 'evidences',
            label: t('responses.evidences'),
            value:
              response.evidences.length > 0 ? (
                <EvidenceList evidences={response.evidences} />
              ) : undefined,
          },
        ]}
      />
    </li>
  );
}

/** A criterion's answers: on paper in one line when they only answer the tender's requirements. */
function ResponseGroup({ group, printing }: { group: ResponseGroupView; printing: boolean }) {
  if (printing && group.brief !== undefined) {
    return (
      <p className="bid-responses__brief">
        <bdi className="bid-responses__criterion">{group.criterion}</bdi>: <bdi>{group.brief}</bdi>
      </p>
    );
  }
  return (
    <section className="bid-responses__group">
      <h4 className="bid-block__title">
        <bdi>{group.criterion}</bdi>
      </h4>
      <ol className="bid-responses__list">
        {group.responses.map((response) => (
          <ResponseItem key={response.key} response={response} printing={printing} />
        ))}
      </ol>
    </section>
  );
}

/** A requirements tab: the bidder's answers by criterion, each with its evidence. */
export function BidResponses({ bid, tab, tender }: { bid: Bid; tab: BidTab; tender: Tender }) {
  const context = useBidsContext();
  const printing = usePrinting();
  const groups = useMemo(
    () => toResponseGroups(tabResponses(bid, tab), context, tender),
    [bid, tab, context, tender],
  );
  const brief = printing && groups.some((group) => group.brief !== undefined);
  return (
    <div className="bid-responses">
      {brief ? <p className="bid-responses__note">{context.t('responses.briefNote')}</p> : null}
      {groups.map((group) => (
        <ResponseGroup key={group.key} group={group} printing={printing} />
      ))}
    </div>
  );
}
