import { useTranslation } from 'react-i18next';
import type { FlowEntry } from './flow-catalogue.ts';
import { galleryKeyOf, galleryUrl } from './gallery-link.ts';
import { Muted } from './flows.styles.ts';

/** The Storybook this build links to (VITE_STORYBOOK_URL), read when the viewer renders; unset: no links. */
const storybookUrl = () => (import.meta.env as Record<string, string | undefined>).VITE_STORYBOOK_URL;

/**
 * "See this state": the chosen state's screen in the Storybook state gallery (a state clicked in the drawing, or the
 * target of the chosen transition). Nothing without VITE_STORYBOOK_URL.
 */
export function GalleryStateLink({ entry, stateId }: { entry: FlowEntry; stateId: string | null }) {
  const { t } = useTranslation();
  const url = stateId ? galleryUrl(storybookUrl(), entry.id, entry.graph.root, stateId) : null;
  if (!url || !stateId) return null;
  return (
    <p>
      <a href={url} target="_blank" rel="noreferrer">
        {t('flows.seeState', { state: galleryKeyOf(entry.graph.root, stateId) })}
      </a>{' '}
      <Muted as="span">{t('flows.seeStateHint')}</Muted>
    </p>
  );
}
