import { useId } from 'react';
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
import styles from './bar-chart.module.css';
import hidden from '../visually-hidden.module.css';

export interface BarChartBar {
  /** A stable key, e.g. '2026-11'. */
  key: string;
  /** The short label under the bar, already in the user's language, e.g. 'Nov'. */
  label: string;
  /** The full label the table reads out, e.g. 'November 2026'; the short label when not given. */
  longLabel?: string;
  value: number;
  /** Drawn in the strong colour, e.g. the current month. */
  highlight?: boolean;
  /**
   * Where the figures behind the bar are (a route): the bar is clicked to go there, and the table's row
   * names it as a link (the keyboard's and the screen reader's way, as the drawing is hidden from them).
   */
  to?: string;
}

export interface BarChartProps {
  /** The chart's name, shown above it and as the table's caption. */
  title: string;
  bars: readonly BarChartBar[];
  /** The value as text in the user's language, e.g. a sum of money. */
  formatValue: (value: number) => string;
  /** The table's column headers: what a bar is (e.g. 'Month') and what its value is (e.g. 'Spend'). */
  categoryHeader: string;
  valueHeader: string;
  /** Shown instead of the chart when every value is zero, or there are no bars. */
  emptyText?: string;
  /** Shows the table beside the drawing for everyone, not only for assistive technology. */
  showTable?: boolean;
  /**
   * Labels every n-th bar under the drawing, counted back from the last, so that the labels of many bars do
   * not run together (the table and each bar's tooltip still name every bar). By default every bar up to 12
   * bars, and about eight labels for more (every third of 24 months).
   */
  labelEvery?: number;
}

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

/**
 * A small bar chart drawn in SVG. The drawing is hidden from assistive technology, which reads the same
 * figures from a table instead (its caption the chart's title), so each chart is also a table.
 */
export function BarChart({
  title,
  bars,
  formatValue,
  categoryHeader,
  valueHeader,
  emptyText,
  showTable = false,
  labelEvery,
}: BarChartProps) {
  const titleId = useId();
  const max = Math.max(0, ...bars.map((bar) => bar.value));
  const min = Math.min(0, ...bars.map((bar) => bar.value));
  const span = max - min || 1;
  const plot = HEIGHT - AXIS - TOP;
  const zeroY = TOP + (max / span) * plot;
  const slot = WIDTH / Math.max(bars.length, 1);
  const barWidth = Math.max(2, slot * 0.62);
  const empty = bars.length === 0 || bars.every((bar) => bar.value === 0);
  const step = labelStep(bars.length, labelEvery);
  const labels = bars.map((bar) => bar.label);
  const angled = labelsAngled(labels, slot * step);
  const reach = angled ? angledLabelReach(labels) : { down: 0, right: 0 };
  // The drawing grows below and to the right by what its angled labels need, so none is cut off.
  const drawingHeight = HEIGHT + reach.down;
  const drawingWidth = Math.max(WIDTH, WIDTH - slot / 2 + reach.right);

  const table = (
    <table className={styles.figures}>
      <caption className={hidden.visuallyHidden}>{title}</caption>
      <thead>
        <tr>
          <th scope="col">{categoryHeader}</th>
          <th scope="col">{valueHeader}</th>
        </tr>
      </thead>
      <tbody>
        {bars.map((bar) => (
          <tr key={bar.key}>
            <th scope="row">
              {bar.to ? <Link to={bar.to}>{bar.longLabel ?? bar.label}</Link> : (bar.longLabel ?? bar.label)}
            </th>
            <td>{formatValue(bar.value)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );

  return (
    <figure className={styles.chart} aria-labelledby={titleId}>
      <figcaption id={titleId} className={styles.title}>
        {title}
      </figcaption>
      {empty && emptyText ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        <div className={showTable ? styles.withTable : undefined}>
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
          {showTable ? table : <div className={styles.forAssistiveTechnology}>{table}</div>}
        </div>
      )}
    </figure>
  );
}
