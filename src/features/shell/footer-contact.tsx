import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Config } from '../../api/config.ts';
import { Icon, type IconName } from '../../ui/icon.tsx';

const LocationMapDialog = lazy(() =>
  import('../../ui/location-map-dialog.tsx').then((m) => ({ default: m.LocationMapDialog })),
);

/** Mail, phone and address blocks; the address opens a map dialog at config.default_location. */
export function FooterContact({ config }: { config: Config | undefined }) {
  const { t } = useTranslation();
  const [mapOpen, setMapOpen] = useState(false);
  if (!config) return null;
  const lat = Number(config.default_location?.lat);
  const lng = Number(config.default_location?.lng);
  const hasLocation = Number.isFinite(lat) && Number.isFinite(lng);
  return (
    <Blocks>
      <Block icon="mail" title={t('footer.sendMail')}>
        <a href={`mailto:${config.email}`}>{config.email}</a>
      </Block>
      <Block icon="phone" title={t('footer.contactUs')}>
        <a href={`tel:${config.phone}`}>
          <bdi>{config.phone}</bdi>
        </a>
      </Block>
      <Block icon="pin" title={t('footer.findUs')}>
        {hasLocation ? (
          <AddressButton type="button" aria-haspopup="dialog" onClick={() => setMapOpen(true)}>
            {config.address}
          </AddressButton>
        ) : (
          <span>{config.address}</span>
        )}
      </Block>
      {mapOpen && (
        <Suspense fallback={<span role="status">{t('footer.mapLoading')}</span>}>
          <LocationMapDialog
            lat={lat}
            lng={lng}
            title={t('footer.mapTitle')}
            description={config.address}
            link={{
              href: `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=16/${lat}/${lng}`,
              text: t('footer.openInMaps'),
            }}
            onClose={() => setMapOpen(false)}
          />
        </Suspense>
      )}
    </Blocks>
  );
}

function Block({ icon, title, children }: { icon: IconName; title: string; children: ReactNode }) {
  return (
    <Item>
      <Icon name={icon} />
      <div>
        <Title>{title}</Title>
        {children}
      </div>
    </Item>
  );
}

const Blocks = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

const Item = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  align-items: flex-start;
  a {
    text-decoration: none;
  }
`;

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.font.size.md};
`;

const AddressButton = styled.button`
  padding: 0;
  border: none;
  background: none;
  text-align: start;
  cursor: pointer;
  text-decoration: underline;
`;
