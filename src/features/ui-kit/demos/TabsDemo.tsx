import { useTranslation } from 'react-i18next';
import { Tabs } from '../../../components/ui/tabs/Tabs';
import { DemoState } from '../DemoState';

const TAB_IDS = ['details', 'parties', 'changes', 'payments'] as const;

export function TabsDemo() {
  const { t } = useTranslation('uiKit');
  const tabs = TAB_IDS.map((id) => ({
    id,
    label: t(`tabs.${id}`),
    content: <p>{t(`tabs.${id}Text`)}</p>,
  }));
  return (
    <>
      <DemoState title={t('tabs.url')}>
        <Tabs tabs={tabs} label={t('tabs.label')} param="tab" />
      </DemoState>
      <DemoState title={t('tabs.preselected')}>
        <Tabs tabs={tabs} label={t('tabs.labelPreselected')} selected="parties" maxWidth={400} />
      </DemoState>
    </>
  );
}
