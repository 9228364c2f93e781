import clsx from 'clsx';
import { useCallback, useId, useLayoutEffect, useRef, useState } from 'react';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { CLAMP_LINES, showsClampToggle } from './clamp-model';
import './clamp-text.css';

export interface ClampTextProps {
  /** Upstream text, rendered as text. */
  text: string;
  lines?: number;
}

/** Text cut to a few lines with 'more' / 'collapse', the toggle only when it is cut. */
export function ClampText({ text, lines = CLAMP_LINES }: ClampTextProps) {
  const { t } = useTranslation('ui');
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
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
  return (
    <div className="clamp-text">
      <div
        ref={ref}
        id={id}
        className={clsx('clamp-text__body', !expanded && 'clamp-text__body--clamped')}
        style={style}
      >
        {text}
      </div>
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
