import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useStoredLocation } from '../../session/hooks.ts';
import { useConfig } from './use-shell-data.ts';
import { paths } from '../../routes/paths.ts';
import { hasImage, useImageSrc } from '../../api/images.ts';
import { inlineRow } from '../../ui/layout.ts';

/** The business logo: to /home when a location is stored, else to the landing page. */
export function LogoLink() {
  const { t } = useTranslation();
  const src = useImageSrc();
  const location = useStoredLocation();
  const config = useConfig().data;
  const name = config?.business_name ?? t('common.appName');
  return (
    <Logo to={location ? paths.home : paths.landing} aria-label={t('shell.logoLabel', { name })}>
      {hasImage(config, 'logo') ? <img src={src(config, 'logo', 'business')} alt="" width={40} height={40} /> : null}
      <span aria-hidden="true">{name}</span>
    </Logo>
  );
}

const Logo = styled(Link)`
  ${inlineRow(2)}
  text-decoration: none;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-size: ${({ theme }) => theme.font.size.lg};
  color: ${({ theme }) => theme.color.primary};
  ${({ theme }) => theme.media.small} {
    span {
      display: none;
    }
  }
`;
