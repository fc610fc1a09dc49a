/**
 * antd-mobile's Form look without its logic: the markup and styles `Form` and `Form.Item` draw
 * (a vertical list of labelled fields, the errors under each, a footer), for a small visitor
 * form whose page should not download Form's field engine (rc-field-form, async-validator and
 * Popover: 30 KB compressed). The page holds the values and checks them itself;
 * form-frame.test.tsx holds the markup to Form's.
 */
import type { FormEvent, ReactNode } from 'react';
import 'antd-mobile/es/components/list/list.css';
import 'antd-mobile/es/components/form/index.css';

export function FormFrame({
  className,
  mode = 'default',
  footer,
  onSubmit,
  children,
}: {
  className?: string;
  /** Form's `mode`: the list plain, or as a card with rounded corners. */
  mode?: 'default' | 'card';
  footer?: ReactNode;
  onSubmit: () => void;
  children: ReactNode;
}) {
  function submit(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    onSubmit();
  }
  return (
    <form className={className ? `adm-form ${className}` : 'adm-form'} onSubmit={submit}>
      <div className={`adm-list adm-list-${mode}`}>
        <div className="adm-list-body">
          <div className="adm-list-body-inner">{children}</div>
        </div>
      </div>
      {footer && <div className="adm-form-footer">{footer}</div>}
    </form>
  );
}

/** One vertical field: its label (for `htmlFor`), a required mark, the control, its errors. */
export function FormFrameItem({
  htmlFor,
  label,
  required = false,
  errors = [],
  children,
}: {
  htmlFor: string;
  label: ReactNode;
  required?: boolean;
  errors?: readonly ReactNode[];
  children: ReactNode;
}) {
  const className = `adm-list-item adm-form-item adm-form-item-vertical${
    errors.length > 0 ? ' adm-form-item-has-error' : ''
  }`;
  return (
    <div className={className}>
      <div className="adm-list-item-content">
        <div className="adm-list-item-content-main">
          <div className="adm-list-item-title">
            <label className="adm-form-item-label" htmlFor={htmlFor}>
              {label}
              {required && <span className="adm-form-item-required-asterisk">*</span>}
            </label>
          </div>
          <div className="adm-form-item-child adm-form-item-child-position-normal">
            <div className="adm-form-item-child-inner">{children}</div>
          </div>
          <div className="adm-list-item-description">
            {errors.map((error, index) => (
              <div key={index} className="adm-form-item-feedback-error">
                {error}
              </div>
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}
