import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ParcelCategory } from '../../api/parcel.ts';
import { useImageSrc } from '../../api/images.ts';
import { TileGrid } from '../../ui/basics.ts';

/** The parcel categories as choices: picture, name and what fits in it. */
export function CategoryStep(p: {
  categories: ParcelCategory[] | undefined;
  loading: boolean;
  chosen: number | null;
  onChoose: (category: ParcelCategory) => void;
}) {
  const { t } = useTranslation();
  const src = useImageSrc();
  return (
    <section aria-labelledby="parcel-category-heading">
      <h2 id="parcel-category-heading">{t('parcel.category.heading')}</h2>
      {p.loading ? (
        <p role="status">{t('parcel.category.loading')}</p>
      ) : !p.categories?.length ? (
        <p>{t('parcel.category.empty')}</p>
      ) : (
        <TileGrid $min="200px">
          {p.categories.map((c) => (
            <li key={c.id}>
              <Card
                type="button"
                aria-pressed={p.chosen === c.id}
                aria-label={t('parcel.category.choose', { name: c.name })}
                onClick={() => p.onChoose(c)}
              >
                <img src={src(c, 'image', 'category')} alt="" width={64} height={64} />
                <strong>{c.name}</strong>
                <span>{c.description}</span>
              </Card>
            </li>
          ))}
        </TileGrid>
      )}
    </section>
  );
}

const Card = styled.button`
  width: 100%;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  color: inherit;
  cursor: pointer;
  text-align: center;
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.color.primary};
  }
  span {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;
