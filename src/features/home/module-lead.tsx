import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { paths } from '../../routes/paths.ts';
import { STORES_ANCHOR } from './store-list.tsx';

/** The modules whose home opens with a lead of its own (module-home.tsx). */
export type LeadType = 'rental' | 'parcel' | 'pharmacy';

/**
 * The first thing a home shows of a module that is not only a shelf of items: what a rental trip is and the way to
 * its vehicles' search, parcel's three steps and the way to send one, and the pharmacy's prescription orders (the
 * photo goes with the order at checkout) and the way down to its pharmacies. Its own chunk (lazy in
 * module-home.tsx): the other modules' homes do not load it, and the server draws it into the page, which keeps it as
 * drawn until its code comes.
 */
export default function ModuleLead({ type }: { type: LeadType }) {
  const { t } = useTranslation();
  if (type === 'pharmacy')
    return (
      <Lead aria-labelledby="module-lead">
        <h2 id="module-lead">{t('home.pharmacy.title')}</h2>
        <p>{t('home.pharmacy.body')}</p>
        <HashAction href={`#${STORES_ANCHOR}`}>{t('home.pharmacy.action')}</HashAction>
      </Lead>
    );
  return type === 'rental' ? (
    <Lead aria-labelledby="module-lead">
      <h2 id="module-lead">{t('home.rental.title')}</h2>
      <p>{t('home.rental.body')}</p>
      <Action to={paths.vehicleSearch}>{t('home.rental.search')}</Action>
    </Lead>
  ) : (
    <Lead aria-labelledby="module-lead">
      <h2 id="module-lead">{t('home.parcel.title')}</h2>
      <p>{t('home.parcel.body')}</p>
      <ol>
        <li>{t('home.parcel.step1')}</li>
        <li>{t('home.parcel.step2')}</li>
        <li>{t('home.parcel.step3')}</li>
      </ol>
      <Action to={paths.parcelDeliveryInfo}>{t('parcel.cta')}</Action>
    </Lead>
  );
}

const Lead = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  justify-items: start;
  margin-block: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surfaceAlt};
  h2,
  p {
    margin: 0;
  }
  p {
    color: ${({ theme }) => theme.color.textMuted};
  }
  ol {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
    gap: ${({ theme }) => theme.space(3)};
    justify-self: stretch;
    margin: 0;
    padding: 0;
    list-style: none;
    counter-reset: step;
  }
  li {
    counter-increment: step;
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
  }
  li::before {
    content: counter(step);
    flex: none;
    display: grid;
    place-items: center;
    width: ${({ theme }) => theme.size.control.sm};
    height: ${({ theme }) => theme.size.control.sm};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
    font-weight: 700;
  }
`;

const action = css`
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-weight: 600;
  text-decoration: none;
`;
const Action = styled(Link)`
  ${action}
`;
/** An action down the same page (to its pharmacies). */
const HashAction = styled.a`
  ${action}
`;
