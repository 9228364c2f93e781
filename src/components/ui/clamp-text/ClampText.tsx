import clsx from 'clsx';
import { useCallback, useId, useLayoutEffect, useRef, useState } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CLAMP_LINES, showsClampToggle } from './clamp-model';
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

/** Text cut to a few lines with 'more' / 'collapse', the toggle only when it is cut. */
export function ClampText({ text, lines = CLAMP_LINES, heading }: ClampTextProps) {
  const { t } = useTranslation('ui');
  const id = useId();
  const ref = useRef<HTMLSpanElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [clamped, setClamped] = useState(false);

  const measure = useCallback(() => {
    const element = ref.current;
    if (!element || expanded) return;
    setClamped(
      showsClampToggle(false, {
        scrollHeight: element.scrollHeight,
        clientHeight: element.clientHeight,
      }),
    );
  }, [expanded]);

  useLayoutEffect(() => {
    measure();
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [measure, text]);

  const style = { '--clamp-lines': String(lines) } as CSSProperties;
  const bodyClass = clsx('clamp-text__body', !expanded && 'clamp-text__body--clamped');
  const Heading = heading ? (`h${String(heading.level)}` as 'h1' | 'h3') : undefined;
  const body = (
    <span ref={ref} id={id} className={bodyClass} style={style}>
      {heading?.children ?? text}
    </span>
  );
  return (
    <div className="clamp-text">
      {Heading ? <Heading className={heading?.className}>{body}</Heading> : body}
      {expanded || clamped ? (
        <button
          type="button"
          className="link-button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => {
            setExpanded((value) => !value);
          }}
        >
          {expanded ? t('clamp.collapse') : t('clamp.more')}
        </button>
      ) : null}
    </div>
  );
}
