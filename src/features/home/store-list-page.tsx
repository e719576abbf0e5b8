import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { StoreListKind } from '../../api/stores.ts';
import { moduleWording } from '../../../domain/module-wording.ts';
import { useStoredModule, useStoredZoneId } from '../../session/hooks.ts';
import { HomePage } from './home-page.tsx';
import { StoreList } from './store-list.tsx';
import { catalogueScope } from './store-page-data.ts';

/**
 * /store/latest and /store/popular: every store of the kind for the stored module and zone, 12 per page with
 * Load more (the home page's list, on a page of its own). Without a location or a store module: the home page's
 * own guidance (set a location, pick a module).
 */
export function StoreListPage({ kind }: { kind: StoreListKind }) {
  const { t } = useTranslation();
  const module = useStoredModule();
  const zoneId = useStoredZoneId();
  const scope = catalogueScope(module, zoneId);
  if (!scope || !module) return <HomePage />;
  const stores = t(`home.kinds.${moduleWording(module.module_type).stores}`);
  const title = t(kind === 'latest' ? 'home.sections.latestStores' : 'home.sections.popularStores', { kind: stores });
  return (
    <Page>
      <h1 className="visually-hidden">{title}</h1>
      <StoreList
        key={`${kind}-${scope.moduleId}-${scope.zoneId}`}
        kind={kind}
        scope={scope}
        title={title}
        kindWord={stores}
      />
    </Page>
  );
}

export const LatestStoresPage = () => <StoreListPage kind="latest" />;
export const PopularStoresPage = () => <StoreListPage kind="popular" />;

const Page = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(4)};
`;
