import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, Link } from 'react-router-dom';
import styled from 'styled-components';
import type { BannerSlide, BannerTarget } from '../../api/banners.ts';
import { itemDialog, paths, providerDetailsPath, storePath, vehicleDetailsPath } from '../../routes/paths.ts';
import { IconButton } from '../../ui/button.tsx';
import { useImageSrc } from '../../api/images.ts';
import { useReducedMotion } from '../../ui/use-narrow-screen.ts';

/** Carousel timing (spec part 2 §9): autoplay every 4000 ms, slide speed 800 ms. */
export const CAROUSEL_AUTOPLAY_MS = 4000;
export const CAROUSEL_SPEED_MS = 800;

/** The height of a slide's caption under its picture: two lines of its title (the placeholder keeps its place too). */
export const BANNER_CAPTION_HEIGHT = '4rem';

/** Where a slide leads: its store's page, its item's popup (on this page), its campaign's page, a provider or vehicle. */
function targetPath(target: BannerTarget): string {
  switch (target.kind) {
    case 'store':
      return storePath(target.store);
    case 'item':
      return itemDialog(target.id);
    case 'campaign':
      return generatePath(paths.campaignPage, { id: String(target.id) });
    case 'provider':
      return providerDetailsPath(target.id);
    case 'vehicle':
      return vehicleDetailsPath(target.id, 'banner');
  }
}

/**
 * The banner carousel: autoplays (paused by the Pause button, while hovered or focused, and under reduced motion),
 * previous/next buttons and dots, each slide labelled "Slide n of m" (WAI-ARIA carousel pattern).
 */
export function BannerCarousel({ slides }: { slides: BannerSlide[] }) {
  const { t } = useTranslation();
  const src = useImageSrc();
  const [index, setIndex] = useState(0);
  // paused under reduced motion until the shopper presses Play (the server render plays: it cannot know the
  // preference, and the page hydrates as it drew it)
  const reducedMotion = useReducedMotion();
  const [pressed, setPressed] = useState<'play' | 'pause' | null>(null);
  const playing = pressed === null ? !reducedMotion : pressed === 'play';
  const [hovered, setHovered] = useState(false);
  const count = slides.length;
  const running = playing && !hovered && count > 1;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), CAROUSEL_AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [running, count]);

  if (count === 0) return null;
  const current = index % count;
  const go = (i: number) => setIndex((i + count) % count);
  // A slide: its picture, and under it the title and, when the slide leads somewhere, what pressing it does. The first
  // slide's picture is the page's largest paint: asked for first (its preload heads the page). The next one is asked
  // for after everything else, ready when the carousel moves; the others wait until they are next (each picture is
  // main-thread work for a phone, and most visits never see the last slides).
  const content = (slide: BannerSlide, i: number) => (
    <>
      <img
        src={src(slide, 'image', slide.kind)}
        alt={slide.title}
        fetchPriority={i === 0 ? 'high' : 'low'}
        loading={i <= current + 1 ? undefined : 'lazy'}
      />
      <Caption>
        <b>{slide.title}</b>
        {slide.target && <span>{t(`home.carousel.action.${slide.target.kind}`)}</span>}
      </Caption>
    </>
  );

  return (
    <Region
      aria-roledescription="carousel"
      aria-label={t('home.carousel.label')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
    >
      <Controls>
        <IconButton
          aria-label={playing ? t('home.carousel.pause') : t('home.carousel.play')}
          onClick={() => setPressed(playing ? 'pause' : 'play')}
        >
          <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
        </IconButton>
        <IconButton aria-label={t('home.carousel.previous')} onClick={() => go(current - 1)} disabled={count < 2}>
          <span aria-hidden="true">‹</span>
        </IconButton>
        <IconButton aria-label={t('home.carousel.next')} onClick={() => go(current + 1)} disabled={count < 2}>
          <span aria-hidden="true">›</span>
        </IconButton>
      </Controls>
      <Viewport aria-live={running ? 'off' : 'polite'}>
        <Track
          style={{
            transform: `translateX(calc(${current} * -100% * var(--dir, 1)))`,
            transitionDuration: `${CAROUSEL_SPEED_MS}ms`,
          }}
        >
          {slides.map((slide, i) => (
            <Slide
              key={slide.key}
              role="group"
              aria-roledescription="slide"
              aria-label={t('home.carousel.slide', { index: i + 1, count })}
              aria-hidden={i !== current}
              inert={i !== current}
            >
              {slide.target ? <Link to={targetPath(slide.target)}>{content(slide, i)}</Link> : content(slide, i)}
            </Slide>
          ))}
        </Track>
      </Viewport>
      <Dots>
        {slides.map((slide, i) => (
          <Dot
            key={slide.key}
            aria-label={t('home.carousel.goTo', { index: i + 1 })}
            aria-current={i === current || undefined}
            onClick={() => go(i)}
          />
        ))}
      </Dots>
    </Region>
  );
}

// The slides on top, and under them the dots and the controls (first in the reading order, as the carousel pattern
// wants the rotation control): a control drawn over a slide would cover the slide's link.
const Region = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  grid-template-areas:
    'slides slides'
    'dots controls';
  align-items: center;
  column-gap: ${({ theme }) => theme.space(2)};
  margin-block: ${({ theme }) => theme.space(4)};
  [dir='rtl'] & {
    --dir: -1;
  }
`;

const Controls = styled.div`
  grid-area: controls;
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  margin-top: ${({ theme }) => theme.space(2)};
  button {
    background: ${({ theme }) => theme.color.surface};
  }
`;

const Viewport = styled.div`
  grid-area: slides;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.lg};
`;

const Track = styled.div`
  display: flex;
  transition-property: transform;
  transition-timing-function: ease;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

// A slide: the banner's picture (3:1), and under it its title and what pressing it does — under, not over it: a
// backend's own banners carry their words in the picture.
const Slide = styled.div`
  flex: 0 0 100%;
  background: ${({ theme }) => theme.color.surface};
  a {
    display: block;
    color: inherit;
    text-decoration: none;
  }
  img {
    width: 100%;
    aspect-ratio: 3 / 1;
    height: auto;
    object-fit: cover;
    display: block;
  }
`;

/** The slide's title (`b`) and, when it leads somewhere, what pressing it does (`span`, a pill). */
const Caption = styled.p`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  height: ${BANNER_CAPTION_HEIGHT};
  b {
    font-size: ${({ theme }) => theme.font.size.lg};
    line-height: 1.3;
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
  }
  span {
    flex: none;
    padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
    font-weight: 600;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const Dots = styled.div`
  grid-area: dots;
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(1)};
  margin-top: ${({ theme }) => theme.space(2)};
`;

const Dot = styled.button.attrs({ type: 'button' })`
  width: 24px;
  height: 24px;
  border: none;
  background: transparent;
  cursor: pointer;
  display: grid;
  place-items: center;
  &::before {
    content: '';
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: ${({ theme }) => theme.color.border};
  }
  &[aria-current='true']::before {
    background: ${({ theme }) => theme.color.primary};
  }
`;
