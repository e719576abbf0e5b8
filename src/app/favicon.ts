import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { configQueries, type Config } from '../api/config.ts';
import { imageSrc, placeholderImage } from '../api/images.ts';

/**
 * The favicon the business configures (config `fav_icon_full_url`, an absolute URL on the API's origin; older
 * backends: `fav_icon` under base_urls' business folder), or null when it names none. index.html starts with the
 * static /favicon.svg of the SPA's own files, so a SPA hosted apart from its API never points at a missing file.
 */
export function faviconOf(config: Partial<Config> | null | undefined): string | null {
  const src = imageSrc(config?.fav_icon_full_url, config?.fav_icon, 'business', config);
  return src === placeholderImage ? null : src;
}

/** Applies the configured favicon once the config has arrived (the static default stays otherwise). */
export function useConfigFavicon() {
  const href = faviconOf(useQuery(configQueries.config()).data);
  useEffect(() => {
    if (!href) return;
    let link = document.head.querySelector<HTMLLinkElement>('link[rel~="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.appendChild(link);
    }
    link.href = href;
    if (/\.svg(\?|#|$)/i.test(href)) link.type = 'image/svg+xml';
    else link.removeAttribute('type');
  }, [href]);
}
