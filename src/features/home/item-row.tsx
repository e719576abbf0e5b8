import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { backendLacksSection, isLegacyBackend } from '../../api/backend-generation.ts';
import { configQueries } from '../../api/config.ts';
import type { CardModel } from './card-model.ts';
import { ProductCard } from './product-card.tsx';
import { QueryState } from './query-state.tsx';
import { Row, Section } from './section.tsx';

interface RowQuery {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  refetch: () => unknown;
  data?: CardModel[];
}

/** A row of product cards (popular, latest, campaign items or vehicles) with its own loading/empty/error states. */
export function ItemRow({
  title,
  kind,
  query,
  reload,
}: {
  title: string;
  kind: string;
  query: RowQuery;
  /** The row's query keys, asked for afresh by its Try again. */
  reload?: readonly QueryKey[];
}) {
  const { t } = useTranslation();
  const config = useQuery(configQueries.config());
  const cards = query.data ?? [];
  // an optional section the backend does not offer is left out (no error, no 'Try again')
  if (query.isError && backendLacksSection(query.error, isLegacyBackend(config.data))) return null;
  return (
    <Section title={title} reload={reload}>
      <QueryState
        query={query}
        empty={t('home.empty.items', { kind })}
        isEmpty={cards.length === 0}
        skeleton={{ count: 6, height: '220px' }}
      >
        <Row>
          {cards.map((card) => (
            <li key={card.key}>
              <ProductCard card={card} />
            </li>
          ))}
        </Row>
      </QueryState>
    </Section>
  );
}
