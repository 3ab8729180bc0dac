import { Link } from 'react-router';
import {
  ANGLED_LABEL_DEGREES,
  angledLabel,
  angledLabelReach,
  fittedLabel,
  labelPlacement,
  labelsAngled,
  labelStep,
} from './bar-chart-labels';
import type { BarChartBar } from './bar-chart';
import styles from './bar-chart.module.css';

const WIDTH = 360;
const HEIGHT = 160;
const AXIS = 18;
const TOP = 6;

/** A bar's label under the drawing, kept inside its edges and short of its neighbours. */
function BarLabel({ label, center, room }: { label: string; center: number; room: number }) {
  const drawn = fittedLabel(label, room);
  const { x, anchor } = labelPlacement(drawn, center, WIDTH);
  return (
    <text className={styles.label} x={x} y={HEIGHT - 4} textAnchor={anchor}>
      {drawn}
    </text>
  );
}

/** A bar's label hanging at an angle from its foot, for names too long to stand level. */
function AngledLabel({ label, center }: { label: string; center: number }) {
  const y = HEIGHT - AXIS + 12;
  return (
    <text
      className={styles.label}
      x={center}
      y={y}
      textAnchor="start"
      transform={`rotate(${ANGLED_LABEL_DEGREES} ${center} ${y})`}
    >
      {angledLabel(label)}
    </text>
  );
}

/** The bars in SVG, hidden from assistive technology (the table says the same); every n-th bar labelled. */
export function BarChartDrawing({
  bars,
  formatValue,
  labelEvery,
}: {
  bars: readonly BarChartBar[];
  formatValue: (value: number) => string;
  labelEvery: number | undefined;
}) {
  const max = Math.max(0, ...bars.map((bar) => bar.value));
  const min = Math.min(0, ...bars.map((bar) => bar.value));
  const span = max - min || 1;
  const plot = HEIGHT - AXIS - TOP;
  const zeroY = TOP + (max / span) * plot;
  const slot = WIDTH / Math.max(bars.length, 1);
  const barWidth = Math.max(2, slot * 0.62);
  const step = labelStep(bars.length, labelEvery);
  const labels = bars.map((bar) => bar.label);
  const angled = labelsAngled(labels, slot * step);
  const reach = angled ? angledLabelReach(labels) : { down: 0, right: 0 };
  // The drawing grows below and to the right by what its angled labels need, so none is cut off.
  const drawingHeight = HEIGHT + reach.down;
  const drawingWidth = Math.max(WIDTH, WIDTH - slot / 2 + reach.right);

  return (
    <svg
      className={styles.drawing}
      viewBox={`0 0 ${drawingWidth} ${drawingHeight}`}
      role="presentation"
      aria-hidden="true"
      focusable="false"
    >
      <line className={styles.axis} x1={0} x2={WIDTH} y1={zeroY} y2={zeroY} />
      {bars.map((bar, index) => {
        const top = TOP + ((max - Math.max(bar.value, 0)) / span) * plot;
        const height = (Math.abs(bar.value) / span) * plot;
        const x = index * slot + (slot - barWidth) / 2;
        const rect = (
          <rect
            className={bar.highlight ? styles.barHighlight : styles.bar}
            x={x}
            y={bar.value >= 0 ? top : zeroY}
            width={barWidth}
            height={Math.max(height, bar.value === 0 ? 0 : 1)}
            rx={2}
          >
            <title>{`${bar.longLabel ?? bar.label}: ${formatValue(bar.value)}`}</title>
          </rect>
        );
        return (
          <g key={bar.key}>
            {bar.to ? (
              // For the pointer only: the table's link is the same place for everyone else.
              <Link className={styles.barLink} to={bar.to} tabIndex={-1}>
                {rect}
              </Link>
            ) : (
              rect
            )}
            {(bars.length - 1 - index) % step !== 0 ? null : angled ? (
              <AngledLabel label={bar.label} center={index * slot + slot / 2} />
            ) : (
              <BarLabel label={bar.label} center={index * slot + slot / 2} room={slot * step} />
            )}
          </g>
        );
      })}
    </svg>
  );
}
