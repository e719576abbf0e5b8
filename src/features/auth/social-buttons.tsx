import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import type { SocialMedium } from '../../../domain/auth-types.ts';
import { Stack } from './auth.styles.ts';

/** One button per enabled provider (Google, Facebook, Apple). */
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
          {t('auth.continueWith', { provider: t(`auth.provider.${m}`) })}
        </Button>
      ))}
    </Stack>
  );
}
