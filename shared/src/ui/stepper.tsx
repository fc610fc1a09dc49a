/**
 * antd-mobile's Stepper, named for assistive technology. Its input (role spinbutton) takes no
 * label of its own, says aria-valuemax="NaN" when there is no maximum, and its wrapper repeats
 * the spinbutton's aria-value* attributes where they are not allowed. Here the input is named
 * by the group around it (`role="group"` with `aria-labelledby`, as every stepper of the site
 * is laid out), an unset limit is left out, a tiny value is written without an exponent and the wrapper's copies are removed. The site's
 * steppers are controlled, so this runs again whenever the value changes.
 */
import { forwardRef, useLayoutEffect, useRef, type ComponentProps } from 'react';
import AntdStepper from 'antd-mobile/es/components/stepper';

type StepperProps = ComponentProps<typeof AntdStepper>;

export const Stepper = forwardRef<HTMLSpanElement, StepperProps>(function Stepper(props, ref) {
  const anchor = useRef<HTMLSpanElement | null>(null);
  useLayoutEffect(() => {
    const wrapper = anchor.current?.nextElementSibling?.querySelector('.adm-stepper-input');
    const input = wrapper?.querySelector('input');
    if (!wrapper || !input) return;
    for (const name of ['aria-valuenow', 'aria-valuemax', 'aria-valuemin']) {
      wrapper.removeAttribute(name);
      const value = input.getAttribute(name);
      if (value === 'NaN') input.removeAttribute(name);
      // ARIA numbers are plain decimals: 5.2e-7 is written 0.00000052.
      else if (value && /e/i.test(value)) {
        input.setAttribute(
          name,
          Number(value)
            .toFixed(20)
            .replace(/\.?0+$/, ''),
        );
      }
    }
    const label = anchor.current?.closest('[aria-labelledby]')?.getAttribute('aria-labelledby');
    if (label && !input.hasAttribute('aria-label')) input.setAttribute('aria-labelledby', label);
  });
  return (
    <>
      <span
        ref={(node) => {
          anchor.current = node;
          if (typeof ref === 'function') ref(node);
          else if (ref) ref.current = node;
        }}
        hidden
      />
      <AntdStepper {...props} />
    </>
  );
});
