import { useTranslation } from 'react-i18next';
import google from '@iconify-icons/logos/google-icon';
import facebook from '@iconify-icons/logos/facebook';
import apple from '@iconify-icons/logos/apple';
import styled from 'styled-components';
import { Button } from '../../ui/button.tsx';
import type { SocialMedium } from '../../../domain/auth-types.ts';
import { Stack } from './auth.styles.ts';

/**
 * Each provider's own mark (SVG Logos, CC0, one file per logo): Google's four-colour G and Facebook's blue f as their
 * brand rules ask; Apple's in the text's colour (black on light, white on dark).
 */
const marks: Record<SocialMedium, typeof google> = { google, facebook, apple };
/** A mark's drawing box (Iconify's defaults: 16 × 16 from 0, 0). */
const viewBox = (m: typeof google) => `${m.left ?? 0} ${m.top ?? 0} ${m.width ?? 16} ${m.height ?? 16}`;

/** One button per enabled provider (Google, Facebook, Apple), its brand mark before its words. */
export function SocialButtons({
  providers,
  busy,
  onChoose,
}: {
  providers: SocialMedium[];
  busy: boolean;
  onChoose: (m: SocialMedium) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack>
      {providers.map((m) => (
        <Button key={m} $variant="secondary" $block disabled={busy} onClick={() => onChoose(m)}>
          <Mark
            aria-hidden="true"
            viewBox={viewBox(marks[m])}
            fill="currentColor"
            // the logo package's own shapes (static data of the build, no visitor input)
            dangerouslySetInnerHTML={{ __html: marks[m].body }}
          />
          {t('auth.continueWith', { provider: t(`auth.provider.${m}`) })}
        </Button>
      ))}
    </Stack>
  );
}

const Mark = styled.svg`
  flex: none;
  width: 1.25em;
  height: 1.25em;
  margin-inline-end: ${({ theme }) => theme.space(2)};
`;
