import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { configQueries } from '../../api/config.ts';
import { ChatLink } from '../../shop/chat-link.tsx';

/** /help-and-support (the navbar's Contact in parcel mode, the footer link): the business's phone, email, address. */
export function HelpAndSupportPage() {
  const { t } = useTranslation();
  const config = useQuery(configQueries.config()).data;
  return (
    <Page>
      <h1>{t('parcel.help.title')}</h1>
      <p>{t('parcel.help.intro')}</p>
      <ChatLink chatWith={{ support: 1 }} label={t('parcel.help.chat')} />
      {config && (
        <Cards>
          {config.phone && (
            <li>
              <h2>{t('parcel.help.call')}</h2>
              <a href={`tel:${config.phone}`}>{config.phone}</a>
            </li>
          )}
          {config.email && (
            <li>
              <h2>{t('parcel.help.email')}</h2>
              <a href={`mailto:${config.email}`}>{config.email}</a>
            </li>
          )}
          {config.address && (
            <li>
              <h2>{t('parcel.help.address')}</h2>
              <address>{config.address}</address>
            </li>
          )}
        </Cards>
      )}
    </Page>
  );
}

const Page = styled.div`
  max-width: 880px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(4)};
`;

const Cards = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  li {
    padding: ${({ theme }) => theme.space(4)};
    border-radius: ${({ theme }) => theme.radius.lg};
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  address {
    font-style: normal;
  }
`;
