import { useTranslation } from 'react-i18next';
import { BrandList } from './offer-sections.tsx';
import { StoreScope } from './store-scope.tsx';

/** /brands: the module's brands (e-commerce), each with its item count, linking to its items. */
export function BrandsPage() {
  const { t } = useTranslation();
  return (
    <StoreScope>
      {(scope) => (
        <>
          <h1>{t('offers.brands.title')}</h1>
          <BrandList scope={scope} />
        </>
      )}
    </StoreScope>
  );
}
