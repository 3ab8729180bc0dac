import { Link } from 'react-router';
import type { BarChartBar } from './bar-chart';
import styles from './bar-chart.module.css';
import hidden from '../visually-hidden.module.css';

/** The chart's figures as a table: what assistive technology reads (and everyone, when it is shown). */
export function BarChartTable({
  title,
  bars,
  formatValue,
  categoryHeader,
  valueHeader,
}: {
  title: string;
  bars: readonly BarChartBar[];
  formatValue: (value: number) => string;
  categoryHeader: string;
  valueHeader: string;
}) {
  return (
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
}
