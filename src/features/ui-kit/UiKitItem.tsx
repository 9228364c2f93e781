import './locales';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { UI_KIT_DEMOS } from './ui-kit-demos';
import { isUiKitItem } from './ui-kit-items';

/** /ui-kit/<id>: one element in every state. */
export function UiKitItem() {
  const { t } = useTranslation('uiKit');
  const { id = '' } = useParams();
  if (!isUiKitItem(id)) {
    return <p role="alert">{t('notFound')}</p>;
  }
  const Demo = UI_KIT_DEMOS[id];
  return (
    <section aria-labelledby="ui-kit-item">
      <h2 id="ui-kit-item">{t(`items.${id}`)}</h2>
      <Demo />
    </section>
  );
}
