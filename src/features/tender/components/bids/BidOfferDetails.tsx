import { useMemo } from 'react';
import type { ReactNode } from 'react';
import type { Bid, Tender } from '../../../../../contract/tender';
import { KeyValueList } from '../../../../components/ui/key-value-list/KeyValueList';
import { toBidOfferView } from '../../model/bids/bid-offer';
import type { LotPriceView } from '../../model/bids/bid-rows';
import type { TermsRow } from '../../model/terms/rows';
import { TermsList } from '../terms/TermsList';
import { BidDocuments } from './BidDocuments';
import { ReductionTable } from './ReductionTable';
import { useBidsContext } from './use-bids-context';

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="bid-block">
      <h4 className="bid-block__title">{title}</h4>
      {children}
    </section>
  );
}

function LotPrices({ lots }: { lots: readonly LotPriceView[] }) {
  const { t } = useBidsContext();
  return (
    <KeyValueList
      items={lots.map((lot) => ({
        id: lot.lotId,
        label: <bdi>{lot.lotTitle}</bdi>,
        value: (
          <>
            {lot.price}
            {lot.status ? (
              <span className="bid-lot__status"> ({t(`offer.lotStatus.${lot.status}`)})</span>
            ) : null}
          </>
        ),
      }))}
    />
  );
}

const listed = (rows: readonly TermsRow[]): boolean => rows.length > 0;

/** "Offer details": participant, prices, non-price criteria, ESCO terms, documents. */
export function BidOfferDetails({ bid, tender }: { bid: Bid; tender: Tender }) {
  const context = useBidsContext();
  const { t } = context;
  const view = useMemo(() => toBidOfferView(bid, tender, context), [bid, tender, context]);
  return (
    <div className="bid-offer">
      <Block title={t('offer.participant')}>
        <TermsList rows={view.participant} />
      </Block>
      <Block title={t('offer.contactPoint')}>
        <TermsList rows={view.contact} />
      </Block>
      {view.price === undefined ? null : (
        <KeyValueList items={[{ id: 'price', label: t('offer.price'), value: view.price }]} />
      )}
      {view.lotPrices.length > 0 ? (
        <Block title={t('offer.lotPrices')}>
          <LotPrices lots={view.lotPrices} />
        </Block>
      ) : null}
      {listed(view.parameters) ? (
        <Block title={t('offer.parameters')}>
          <TermsList rows={view.parameters} />
        </Block>
      ) : null}
      {listed(view.esco) ? (
        <Block title={t('offer.esco')}>
          <TermsList rows={view.esco} />
          {view.reduction.length > 0 ? <ReductionTable rows={view.reduction} /> : null}
        </Block>
      ) : null}
      <Block title={t('documents.title')}>
        <BidDocuments bid={bid} tender={tender} />
      </Block>
    </div>
  );
}
