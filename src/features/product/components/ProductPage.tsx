import { useLoaderData } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../lib/i18n';
import {
  ENTITY_TEXTS,
  EntityDetails,
  EntityHead,
  EntitySection,
  FieldList,
  useEntityTitle,
} from '../../entity';
import type { ProductLoaderData } from '../loader';
import { toProductView } from '../model/product-view';

/** The facts a shared link to the product gives, after its status. */
const PRODUCT_FACTS = ['classification', 'vendor'];

/** /product/:id: a catalogue object, its properties (a product) or requirements (a profile). */
export function ProductPage() {
  const { t } = useTranslation('entities');
  const { product } = useLoaderData<ProductLoaderData>();
  const lang = useLang();
  const texts = ENTITY_TEXTS[lang];
  const view = toProductView(product, lang, texts);
  useEntityTitle(view, 'product', PRODUCT_FACTS);
  return (
    <article className="page entity-page">
      <EntityHead head={view.head} />
      <EntityDetails id="product-details" description={view.description} rows={view.details} />
      {view.properties.length > 0 ? (
        <EntitySection id="product-properties" title={t('product.properties')}>
          <FieldList rows={view.properties} />
        </EntitySection>
      ) : null}
      {view.requirements.length > 0 ? (
        <EntitySection id="product-requirements" title={t('product.requirements')}>
          <FieldList rows={view.requirements} />
        </EntitySection>
      ) : null}
    </article>
  );
}
