import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { withDialog } from '../routes/paths.ts';
import { defaultPlaceQueries } from '../api/default-place.ts';
import { useStoredZoneId } from '../session/hooks.ts';
import { inlineRow } from '../ui/layout.ts';

/**
 * "Showing Dhaka Central — Change": on a page whose prices or availability need a zone, what a visitor who
 * has set no location is shown (the configured default location's zone, src/api/default-place.ts), with the location
 * picker one click away on the same page. Nothing once the shopper has a location of their own.
 */
export function DefaultPlaceNotice() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const zoneId = useStoredZoneId();
  const place = useQuery({ ...defaultPlaceQueries.place(), enabled: !zoneId });
  if (zoneId || !place.data) return null;
  const picker = `${pathname}?${withDialog(new URLSearchParams(search), 'picker', 'location')}`;
  return (
    <Notice role="note">
      <span>
        {place.data.zoneName
          ? t('location.showingPlace', { place: place.data.zoneName })
          : t('location.showingDefaultPlace')}
      </span>
      <Link to={picker}>{t('location.changePlace')}</Link>
    </Notice>
  );
}

const Notice = styled.p`
  ${inlineRow(2)}
  flex-wrap: wrap;
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceAlt};
  color: ${({ theme }) => theme.color.text};
`;
