import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { TileGrid } from '../../ui/basics.ts';
import Car from 'lucide/dist/esm/icons/car.mjs';
import { Icon } from '../../ui/icon.tsx';

const points = [
  { icon: <Icon name="cart" size={28} />, title: 'location.pitch.stores', body: 'location.pitch.storesBody' },
  { icon: <Icon name="truck" size={28} />, title: 'location.pitch.delivery', body: 'location.pitch.deliveryBody' },
  { icon: <Icon shape={Car} size={28} />, title: 'location.pitch.rental', body: 'location.pitch.rentalBody' },
] as const;

/** The business's pitch on the landing page. */
export function LandingPitch() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="landing-pitch">
      <Title id="landing-pitch">{t('location.pitch.title')}</Title>
      <TileGrid $min="240px" $fit $gap={4}>
        {points.map((p) => (
          <Point key={p.title}>
            <PitchIcon>{p.icon}</PitchIcon>
            <h3>{t(p.title)}</h3>
            <p>{t(p.body)}</p>
          </Point>
        ))}
      </TileGrid>
    </section>
  );
}

export const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.font.size.xl};
`;

const Point = styled.li`
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  h3 {
    margin: ${({ theme }) => `${theme.space(2)} 0`};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const PitchIcon = styled.span`
  display: inline-flex;
  color: ${({ theme }) => theme.color.primary};
`;
