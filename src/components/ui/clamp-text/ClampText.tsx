import clsx from 'clsx';
import { startTransition, useEffect, useId, useRef, useState } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CLAMP_LINES, showsClampToggle } from './clamp-model';
import type { ClampMeasure } from './clamp-model';
import './clamp-text.css';

export interface ClampTextProps {
  /** Upstream text, rendered as text. */
  text: string;
  lines?: number;
  /**
   * A heading to clamp (a page's or a card's title): the text is cut inside it and the toggle
   * follows it. `children` then stand for the text (a link, highlighted matches).
   */
  heading?: { level: 1 | 3; className: string; children?: ReactNode };
}

/**
 * Text cut to a few lines with 'more' / 'collapse', the toggle only when it is cut. The server
 * cannot measure: until the browser has, the clamp's ellipsis ends the text; then the text is cut
 * after its last whole word and '… more' follows it on the last line.
 */
export function ClampText({ text, lines = CLAMP_LINES, heading }: ClampTextProps) {
  const { t } = useTranslation('ui');
  const id = useId();
  const ref = useRef<HTMLSpanElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [measure, setMeasure] = useState<ClampMeasure>({ scrollHeight: 0, clientHeight: 0 });

  // Measured when the browser has laid the text out (a resize observer's first report), not
  // in a layout effect: that forced a layout and a second render inside hydration's commit.
  useEffect(() => {
    const element = ref.current;
    if (!element || expanded || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => {
      const { scrollHeight, clientHeight } = element;
      startTransition(() => {
        setMeasure((last) =>
          last.scrollHeight === scrollHeight && last.clientHeight === clientHeight
            ? last
            : { scrollHeight, clientHeight },
        );
      });
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [expanded, text]);

  const style = { '--clamp-lines': String(lines) } as CSSProperties;
  const toggled = showsClampToggle(expanded, measure);
  const cut = toggled && !expanded;
  const bodyClass = clsx(
    'clamp-text__body',
    !expanded && 'clamp-text__body--clamped',
    cut && 'clamp-text__body--cut',
  );
  const Heading = heading ? (`h${String(heading.level)}` as 'h1' | 'h3') : undefined;
  const body = (
    <span ref={ref} id={id} className={bodyClass} style={style}>
      {/* Room for the toggle at the end of the last line: the text wraps before it, at a word. */}
      {cut ? <span className="clamp-text__room" aria-hidden="true" /> : null}
      {heading?.children ?? text}
    </span>
  );
  return (
    <div className="clamp-text">
      {Heading ? <Heading className={heading?.className}>{body}</Heading> : body}
      {toggled ? (
        <button
          type="button"
          // Over the cut text's last line while it is cut: showing it moves nothing below.
          className={clsx('link-button clamp-text__toggle', cut && 'clamp-text__toggle--over')}
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => {
            setExpanded((value) => !value);
          }}
        >
          {cut ? <span aria-hidden="true">… </span> : null}
          {expanded ? t('clamp.collapse') : t('clamp.more')}
        </button>
      ) : null}
    </div>
  );
}
