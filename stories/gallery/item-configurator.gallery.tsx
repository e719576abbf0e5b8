// The item popup on /home?item=<id> (test/views/item/item-configurator-paths.test.tsx): the item, availability, token,
// cart and edited line of the story's OPEN served as that test serves them, every cart call held. The popup sends OPEN
// itself; a resumed open state ignores it (the closed story shows the popup as it opens).
import { ItemPopupHost } from '../../src/features/item/item-popup-host.tsx';
import { preloadItemConfigurator } from '../../src/features/item/use-item-configurator.ts';
import type { ItemConfiguratorContext } from '../../machines/item-configurator.machine.ts';
import { itemConfiguratorPaths, openVariants } from '../../test/machines/item-configurator.paths.ts';
import { popupUrl, serveConfigurator, serveOpened } from '../../test/views/item/item-configurator-fixtures.ts';
import { galleryMeta, type GalleryStory } from './gallery.tsx';

/** The OPEN the story's context came from (the closed story: the first one). */
function opened({ context }: GalleryStory): Record<string, unknown> {
  const c = context as Partial<ItemConfiguratorContext>;
  if (!c.item) return openVariants[0]!;
  const line = c.editingLineId != null ? c.cart?.find((l) => l.id === c.editingLineId) : undefined;
  return { item: c.item, availability: c.availability, hasToken: c.hasToken, cart: c.cart, ...(line ? { line } : {}) };
}

export default galleryMeta({
  paths: itemConfiguratorPaths,
  page: <ItemPopupHost />,
  route: (story) => popupUrl(opened(story)),
  api: (story) => serveOpened(serveConfigurator(), opened(story)),
  preload: () => Promise.all([import('../../src/features/item/item-popup.tsx'), preloadItemConfigurator()]),
});
