import { useCallback, useEffect, useState } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import type { NewsItem } from '@henesys/contracts';
import { NewsCard } from './news-card';
import './news-carousel.css';
import { IconButton } from '../../../components/ui/icon-button';

interface Position {
  selected: number;
  count: number;
  canPrev: boolean;
  canNext: boolean;
}

const START: Position = { selected: 0, count: 0, canPrev: false, canNext: false };

/**
 * True from the first task after the carousel was painted in a shown tab. Embla measures every slide
 * when it starts: started in the commit that brought the news, that forced the whole page's first layout
 * into the same task (the longest on a phone), and three carousels started where one was shown.
 */
function useStartedAfterPaint(shown: boolean): boolean {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    if (!shown || started) return;
    let timer: number | undefined;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => setStarted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [shown, started]);
  return started;
}

/**
 * A card carousel (embla): swipe or drag, or the Previous/Next buttons (real buttons, so the keyboard
 * works); focusing a card's link scrolls it into view. The buttons hide when every card fits.
 */
export function NewsCarousel({ label, items, shown }: { label: string; items: readonly NewsItem[]; shown: boolean }) {
  const [viewportRef, embla] = useEmblaCarousel({ align: 'start', containScroll: 'trimSnaps' });
  const [position, setPosition] = useState<Position>(START);
  const started = useStartedAfterPaint(shown);

  const update = useCallback((api: NonNullable<typeof embla>) => {
    setPosition({
      selected: api.selectedScrollSnap(),
      count: api.scrollSnapList().length,
      canPrev: api.canScrollPrev(),
      canNext: api.canScrollNext(),
    });
  }, []);

  useEffect(() => {
    if (!embla) return;
    update(embla);
    embla.on('select', update).on('reInit', update);
    return () => {
      embla.off('select', update).off('reInit', update);
    };
  }, [embla, update]);

  if (items.length === 0) return <p className="carousel__empty">No {label.toLowerCase()} yet. Check back soon!</p>;

  return (
    <div className="carousel" role="region" aria-roledescription="carousel" aria-label={label}>
      <div className="carousel__viewport" ref={started ? viewportRef : undefined}>
        <div className="carousel__container">
          {items.map((item, index) => (
            <div
              key={item.id}
              className="carousel__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${items.length}`}
            >
              <NewsCard item={item} />
            </div>
          ))}
        </div>
      </div>
      <div className="carousel__controls" hidden={position.count < 2}>
        <IconButton
          className="carousel__button"
          onClick={() => embla?.scrollPrev()}
          disabled={!position.canPrev}
          label={`Previous ${label.toLowerCase()}`}
        >
          <span aria-hidden="true">‹</span>
        </IconButton>
        <p className="carousel__position" aria-live="polite">
          <span className="visually-hidden">{label}: </span>
          {position.selected + 1} / {position.count}
        </p>
        <IconButton
          className="carousel__button"
          onClick={() => embla?.scrollNext()}
          disabled={!position.canNext}
          label={`Next ${label.toLowerCase()}`}
        >
          <span aria-hidden="true">›</span>
        </IconButton>
      </div>
    </div>
  );
}
