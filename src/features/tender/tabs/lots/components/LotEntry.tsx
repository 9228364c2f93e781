import clsx from 'clsx';
import { GlossaryBadge } from '../../../../glossary';
import { Link } from 'react-router-dom';
import { Accordion } from '../../../../../components/ui/accordion/Accordion';
import { ClampText } from '../../../../../components/ui/clamp-text/ClampText';
import { CopyButton } from '../../../../../components/ui/copy-button/CopyButton';
import { useTranslation } from 'react-i18next';
import { TermsList } from '../../../components/terms/TermsList';
import type { LotView } from '../model/lot-view';
import { LotItems } from './LotItems';
import { LotRelated } from './LotRelated';
import { pageOrigin } from '../../../../../lib/page-origin';

/** One lot: its terms, items, and the bids and awards on it; a link to it can be copied. */
export function LotEntry({ lot, open }: { lot: LotView; open: boolean }) {
  const { t } = useTranslation('tenderLots');
  return (
    <Accordion
      id={lot.anchor}
      title={
        <span className="tab-entry__heading-text">
          <bdi>{lot.title}</bdi>
        </span>
      }
      aside={
        <span className="tab-entry__aside">
          {lot.status ? <GlossaryBadge group="lot" status={lot.status} /> : null}
          <CopyButton
            value={`${pageOrigin()}${lot.path}`}
            label={t('copyLink', { title: lot.title })}
            copiedText={t('linkCopied')}
          />
        </span>
      }
      defaultOpen={open}
    >
      {lot.description ? (
        <section
          className={clsx('tab-entry__block', lot.descriptionIsTenders && 'lot-entry__repeated')}
        >
          <h4 className="tab-entry__subtitle">{t('fields.description')}</h4>
          <ClampText text={lot.description} />
        </section>
      ) : null}
      <TermsList rows={lot.rows} />
      <LotItems items={lot.items} />
      <LotRelated title={t('bids.title')} empty={t('bids.none')} entries={lot.bids} />
      <LotRelated title={t('awards.title')} empty={t('awards.none')} entries={lot.awards} />
      <section className="tab-entry__block lot-entry__repeated">
        <h4 className="tab-entry__subtitle">{t('complaints.title')}</h4>
        <Link to={lot.complaints.to}>{lot.complaints.text}</Link>
      </section>
    </Accordion>
  );
}
