/**
 * antd-mobile's SpinLoading, drawn with CSS alone: the same markup, class names, props and
 * motion (a turning arc whose length swings between 80 and 30 every 1.2 s), without the
 * animation library antd-mobile's own version loads on every page that shows a spinner.
 */
import type { CSSProperties } from 'react';
import './spin-loading.css';

const COLORS: Record<string, string> = {
  default: 'var(--adm-color-weak)',
  primary: 'var(--adm-color-primary)',
  white: 'var(--adm-color-white)',
};
const CIRCUMFERENCE = 15 * Math.PI * 2;

export interface SpinLoadingProps {
  color?: 'default' | 'primary' | 'white' | (string & {});
  className?: string;
  style?: CSSProperties & Partial<Record<'--color' | '--size', string>>;
}

export function SpinLoading({ color = 'default', className, style }: SpinLoadingProps) {
  return (
    <div
      className={className ? `adm-spin-loading ${className}` : 'adm-spin-loading'}
      style={{ '--color': COLORS[color] ?? color, ...style } as CSSProperties}
    >
      <svg className="adm-spin-loading-svg" viewBox="0 0 32 32">
        <circle
          className="adm-spin-loading-fill minesite-spin-arc"
          fill="transparent"
          strokeWidth="2"
          strokeDasharray={CIRCUMFERENCE}
          strokeLinecap="square"
          r={15}
          cx={16}
          cy={16}
        />
      </svg>
    </div>
  );
}
