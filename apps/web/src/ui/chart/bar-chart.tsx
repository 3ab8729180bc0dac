import { useId } from 'react';
import { BarChartDrawing } from './bar-chart-drawing';
import { BarChartTable } from './bar-chart-table';
import styles from './bar-chart.module.css';

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
  const empty = bars.length === 0 || bars.every((bar) => bar.value === 0);
  const table = (
    <BarChartTable
      title={title}
      bars={bars}
      formatValue={formatValue}
      categoryHeader={categoryHeader}
      valueHeader={valueHeader}
    />
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
          <BarChartDrawing bars={bars} formatValue={formatValue} labelEvery={labelEvery} />
          {showTable ? table : <div className={styles.forAssistiveTechnology}>{table}</div>}
        </div>
      )}
    </figure>
  );
}
