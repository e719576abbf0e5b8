import { RatingGroup as ArkRatingGroup } from '@ark-ui/react/rating-group';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { FieldLabel, FieldStack } from './field.ts';

/**
 * The kit's star rating (Ark UI's RatingGroup): a radio group named by its visible label, each star a radio named
 * "n stars" (arrow keys move between them, in reading order for RTL); filled up to the value, the theme's warning (amber)
 * colour, outlined otherwise.
 */
export function RatingGroup({
  label,
  value,
  onValueChange,
  disabled,
  count = 5,
}: {
  label: string;
  value: number | null;
  onValueChange: (value: number) => void;
  disabled?: boolean;
  count?: number;
}) {
  const { t, i18n } = useTranslation();
  return (
    <ArkRatingGroup.Root
      count={count}
      value={value ?? 0}
      onValueChange={(d) => onValueChange(d.value)}
      disabled={disabled}
      dir={i18n.dir()}
      translations={{ ratingValueText: (n) => t('review.stars', { count: n }) }}
    >
      <FieldStack>
        <ArkRatingGroup.Label asChild>
          <FieldLabel as="span">{label}</FieldLabel>
        </ArkRatingGroup.Label>
        <ArkRatingGroup.Control asChild>
          <Stars>
            <ArkRatingGroup.Context>
              {({ items }) =>
                items.map((n) => (
                  // Ark marks the first star checked while none is chosen (its roving focus); a screen reader must
                  // not hear "1 star, checked" then
                  <ArkRatingGroup.Item key={n} index={n} asChild aria-checked={value === n}>
                    <Star>
                      <ArkRatingGroup.ItemContext>
                        {({ highlighted }) => (
                          <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
                            <path
                              d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6L2.5 9.4l6.6-.8z"
                              fill={highlighted ? 'currentColor' : 'none'}
                              stroke="currentColor"
                              strokeWidth="1.5"
                              strokeLinejoin="round"
                            />
                          </svg>
                        )}
                      </ArkRatingGroup.ItemContext>
                    </Star>
                  </ArkRatingGroup.Item>
                ))
              }
            </ArkRatingGroup.Context>
          </Stars>
        </ArkRatingGroup.Control>
        <ArkRatingGroup.HiddenInput />
      </FieldStack>
    </ArkRatingGroup.Root>
  );
}

const Stars = styled.div`
  display: inline-flex;
  gap: ${({ theme }) => theme.space(1)};
`;
const Star = styled.span`
  display: inline-flex;
  color: ${({ theme }) => theme.color.warning};
  cursor: pointer;
  border-radius: ${({ theme }) => theme.radius.xs};
  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  &[data-disabled] {
    cursor: default;
    opacity: 0.6;
  }
`;
