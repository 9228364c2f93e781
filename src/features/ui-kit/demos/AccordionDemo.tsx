import { useTranslation } from 'react-i18next';
import { Accordion } from '../../../components/ui/accordion/Accordion';
import { StatusBadge } from '../../../components/ui/status-badge/StatusBadge';
import { DemoState } from '../DemoState';

export function AccordionDemo() {
  const { t } = useTranslation('uiKit');
  return (
    <DemoState title={t('items.accordion')}>
      <p className="ui-kit__note">{t('accordion.note')}</p>
      <p>
        <a href="#demo-bid-2">{t('accordion.openSecond')}</a>
      </p>
      <Accordion id="demo-bid-1" title={t('accordion.first')} level={4}>
        <p>{t('accordion.body')}</p>
      </Accordion>
      <Accordion
        id="demo-bid-2"
        title={t('accordion.second')}
        level={4}
        aside={<StatusBadge status="active" label={t('accordion.status')} />}
      >
        <p>{t('accordion.body')}</p>
      </Accordion>
      <Accordion id="demo-bid-3" title={t('accordion.third')} level={4} defaultOpen>
        <p>{t('accordion.body')}</p>
      </Accordion>
    </DemoState>
  );
}
