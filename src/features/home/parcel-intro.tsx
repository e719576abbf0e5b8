import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../routes/paths.ts';

/** Parcel has no stores or items: the home explains what it is for above its categories. */
export function ParcelIntro() {
  const { t } = useTranslation();
  return (
    <Box>
      <h2>{t('home.parcel.title')}</h2>
      <p>{t('home.parcel.body')}</p>
      <Cta to={paths.parcelDeliveryInfo}>{t('parcel.cta')}</Cta>
    </Box>
  );
}

const Box = styled.section`
  margin-block: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surfaceAlt};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Cta = styled(Link)`
  display: inline-block;
  margin-top: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-weight: 600;
  text-decoration: none;
`;
