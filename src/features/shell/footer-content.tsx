import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { landingQueries } from '../../api/landing.ts';
import { AppDownload } from './app-download.tsx';
import { FooterContact } from './footer-contact.tsx';
import { FooterLinks } from './footer-links.tsx';
import { Newsletter } from './newsletter.tsx';
import { SocialLinks } from './social-links.tsx';
import { useConfig } from './use-shell-data.ts';
import { hasImage, useImageSrc } from '../../api/images.ts';
import { row } from '../../ui/layout.ts';

/** The footer's content (part 1 §2): newsletter, logo, description, social icons, app links, contact blocks, links,
 * footer text. */
export function FooterContent() {
  const { t } = useTranslation();
  const src = useImageSrc();
  const config = useConfig().data;
  const landing = useQuery(landingQueries.data()).data;
  const name = config?.business_name ?? t('common.appName');
  return (
    <>
      <Newsletter />
      <Inner>
        <Brand>
          <BrandName>
            {hasImage(config, 'logo') && <img src={src(config, 'logo', 'business')} alt="" width={40} height={40} />}
            <span>{name}</span>
          </BrandName>
          {landing?.fixed_footer_description && <Description>{landing.fixed_footer_description}</Description>}
          <SocialLinks items={config?.social_media} />
          <AppDownload links={landing?.download_user_app_links} />
        </Brand>
        <FooterLinks config={config} />
        <FooterContact config={config} />
      </Inner>
      {config?.footer_text && <Bottom>{config.footer_text}</Bottom>}
    </>
  );
}

const Inner = styled.div`
  display: grid;
  grid-template-columns: 1.2fr 2fr 1fr;
  gap: ${({ theme }) => theme.space(8)};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin-inline: auto;
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(4)};
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const Brand = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  align-content: start;
`;

const BrandName = styled.p`
  ${row(2)}
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.primary};
`;

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Bottom = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(4)};
  text-align: center;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;
