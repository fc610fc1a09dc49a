/**
 * antd-mobile's ErrorBlock, drawn without its script: the same markup and styles (its
 * stylesheet comes with the page frame's, global-styles.ts), and its picture an SVG image
 * (error-block-pictures/, antd-mobile's own, held to them by error-block.test.tsx) rather
 * than 3–5 KB of script per picture on the empty and error states of a page's first visit.
 * The picture is decorative: the title says what it shows. Its box has the library's size
 * before the image arrives, so nothing moves.
 */
import type { ComponentProps, ReactNode } from 'react';
import type ErrorBlockType from 'antd-mobile/es/components/error-block';
import busy from './error-block-pictures/busy.svg';
import defaultPicture from './error-block-pictures/default.svg';
import disconnected from './error-block-pictures/disconnected.svg';
import empty from './error-block-pictures/empty.svg';

type Status = NonNullable<ComponentProps<typeof ErrorBlockType>['status']>;

const PICTURES: Record<Status, string> = { default: defaultPicture, empty, busy, disconnected };

export interface ErrorBlockProps {
  status: Status;
  title: ReactNode;
  /** Below the title; none when null or left out. */
  description?: ReactNode;
  fullPage?: boolean;
  className?: string;
  children?: ReactNode;
}

export function ErrorBlock({
  status,
  title,
  description,
  fullPage,
  className,
  children,
}: ErrorBlockProps) {
  const classes = ['adm-error-block', fullPage && 'adm-error-block-full-page', className];
  return (
    <div className={classes.filter(Boolean).join(' ')}>
      <div className="adm-error-block-image">
        <img src={PICTURES[status]} alt="" width={400} height={400} />
      </div>
      <div className="adm-error-block-description">
        <div className="adm-error-block-description-title">{title}</div>
        {description != null && (
          <div className="adm-error-block-description-subtitle">{description}</div>
        )}
      </div>
      {children && <div className="adm-error-block-content">{children}</div>}
    </div>
  );
}
