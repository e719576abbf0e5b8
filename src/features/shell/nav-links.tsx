import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { StoredModule } from '../../session/storage.ts';
import { paths } from '../../routes/paths.ts';
import { navItemLook } from './nav-item.styles.ts';

/** The links the current module offers next to Home (parcel: Contact; rental: Vehicles; others: categories, stores). */
export function moduleLinks(module: StoredModule | null, t: (key: string) => string) {
  const home = { to: paths.home, label: t('shell.home') };
  switch (module?.module_type) {
    case 'parcel':
      return [home, { to: paths.helpAndSupport, label: t('shell.contact') }];
    case 'rental':
      return [home, { to: paths.vehicleSearch, label: t('shell.vehicles') }];
    case undefined:
      return [home];
    default:
      return [
        home,
        { to: paths.categories, label: t('shell.categories') },
        { to: paths.popularStores, label: t(module?.module_type === 'food' ? 'shell.restaurants' : 'shell.stores') },
      ];
  }
}

/** The navigation bar's page links (desktop; the drawer has its own list on mobile). */
export function NavLinks({ module }: { module: StoredModule | null }) {
  const { t } = useTranslation();
  return (
    <List>
      {moduleLinks(module, t).map((l) => (
        <li key={l.to}>
          <Link to={l.to} end>
            {l.label}
          </Link>
        </li>
      ))}
    </List>
  );
}

const List = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  list-style: none;
  margin: 0;
  padding: 0;
  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;

const Link = styled(NavLink)`
  ${navItemLook}
  display: inline-flex;
  min-height: 40px;
  &.active {
    color: ${({ theme }) => theme.color.primary};
  }
`;
