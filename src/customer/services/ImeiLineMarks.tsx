import { Box } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { type RefObject, useLayoutEffect, useRef, useState } from 'react';

/** The box's text metrics, the same for the textarea and the marks over it. */
export const IMEI_TEXT_STYLE = {
  fontFamily: 'monospace',
  fontSize: '1rem',
  lineHeight: '1.4375em',
  letterSpacing: 'normal',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
} as const;

interface Place {
  top: number;
  left: number;
  width: number;
  height: number;
}

const samePlace = (a: Place | null, b: Place) =>
  a !== null &&
  a.top === b.top &&
  a.left === b.left &&
  a.width === b.width &&
  a.height === b.height;

/**
 * A tint over the lines of the IMEI box that the server will refuse, laid exactly over the
 * textarea (measured, and again whenever it grows or the page narrows): the text itself stays
 * the textarea's, the marks only colour its lines. Hidden from screen readers, which read the
 * list of refused entries under the box.
 */
export const ImeiLineMarks = ({
  text,
  badLines,
  field,
}: {
  text: string;
  /** Numbers (from 1) of the lines to mark. */
  badLines: ReadonlySet<number>;
  field: RefObject<HTMLTextAreaElement | null>;
}) => {
  const marksRef = useRef<HTMLDivElement | null>(null);
  const [place, setPlace] = useState<Place | null>(null);
  useLayoutEffect(() => {
    const textarea = field.current;
    const parent = marksRef.current?.parentElement;
    if (!textarea || !parent) return;
    const measure = () => {
      const outer = parent.getBoundingClientRect();
      const inner = textarea.getBoundingClientRect();
      const next = {
        top: inner.top - outer.top,
        left: inner.left - outer.left,
        width: inner.width,
        height: inner.height,
      };
      setPlace((current) => (samePlace(current, next) ? current : next));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(textarea);
    observer.observe(parent);
    return () => observer.disconnect();
  }, [field]);
  return (
    <Box
      ref={marksRef}
      aria-hidden
      data-testid="imei-marks"
      sx={{
        ...IMEI_TEXT_STYLE,
        position: 'absolute',
        zIndex: 1,
        color: 'transparent',
        pointerEvents: 'none',
        overflow: 'hidden',
        ...(place ?? { display: 'none' }),
      }}
    >
      {badLines.size > 0
        ? text.split('\n').map((line, index) => (
            <Box
              // biome-ignore lint/suspicious/noArrayIndexKey: a line is its position in the box
              key={index}
              component="span"
              data-bad={badLines.has(index + 1) || undefined}
              sx={(theme) => ({
                display: 'block',
                minHeight: '1.4375em',
                ...(badLines.has(index + 1) && {
                  backgroundColor: alpha(theme.palette.error.main, 0.15),
                  boxShadow: `inset 3px 0 ${theme.palette.error.main}`,
                }),
              })}
            >
              {line}
            </Box>
          ))
        : null}
    </Box>
  );
};
