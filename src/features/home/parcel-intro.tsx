import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

/** Parcel has no stores or items: the home explains what it is for above its categories. */
export function ParcelIntro() {
  const { t } = useTranslation();
  return (
    <Box>
      <h2>{t('home.parcel.title')}</h2>
      <p>{t('home.parcel.body')}</p>
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
