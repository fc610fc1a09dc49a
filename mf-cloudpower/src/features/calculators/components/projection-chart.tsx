/**
 * The 36-month projection drawn with uPlot (about 20 KB gzip), loaded only by the calculator.
 * Two lines, monthly and cumulative profit, read well at a phone's width.
 */
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { ProjectionMonth } from '@minesite/shared/mining';
import './calculators.css';

const HEIGHT = 220;

export default function ProjectionChart({ months }: { months: ProjectionMonth[] }) {
  const intl = useIntl();
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let plot: uPlot | null = null;
    let live = true;
    const width = () => Math.max(element.clientWidth, 280);
    const usd = (value: number) =>
      intl.formatNumber(value, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    const month = (index: number) =>
      intl.formatDate(months[index - 1]?.startsOn ?? 0, {
        year: '2-digit',
        month: 'short',
        timeZone: 'UTC',
      });
    const options: uPlot.Options = {
      width: width(),
      height: HEIGHT,
      scales: { x: { time: false } },
      axes: [
        { values: (_u, ticks) => ticks.map((t) => (Number.isInteger(t) ? month(t) : '')) },
        { values: (_u, ticks) => ticks.map(usd), size: 64 },
      ],
      series: [
        {
          label: intl.formatMessage({ id: 'cloudpower.calc.projection.month' }),
          value: (_u, v) => (v == null ? '—' : month(v)),
        },
        {
          label: intl.formatMessage({ id: 'cloudpower.calc.projection.profit' }),
          stroke: '#f7931a',
          width: 2,
          value: (_u, v) => (v == null ? '—' : usd(v)),
        },
        {
          label: intl.formatMessage({ id: 'cloudpower.calc.projection.cumulative' }),
          stroke: '#1677ff',
          width: 2,
          value: (_u, v) => (v == null ? '—' : usd(v)),
        },
      ],
    };
    const data: uPlot.AlignedData = [
      months.map((m) => m.month),
      months.map((m) => m.profit),
      months.map((m) => m.cumulativeProfit),
    ];
    const resize = () => plot?.setSize({ width: width(), height: HEIGHT });
    import('uplot').then(
      ({ default: UPlot }) => {
        if (!live) return;
        plot = new UPlot(options, data, element);
        window.addEventListener('resize', resize);
      },
      // The library did not load (or cannot draw here): the month-by-month table still says it all.
      () => live && setFailed(true),
    );
    return () => {
      live = false;
      window.removeEventListener('resize', resize);
      plot?.destroy();
    };
  }, [months, intl]);

  if (failed) return null;
  return (
    <div
      ref={box}
      className="cp-chart"
      role="img"
      aria-label={intl.formatMessage({ id: 'cloudpower.calc.projection.chart' })}
    />
  );
}
