/**
 * FormFrame draws what antd-mobile's Form draws, so a form that leaves Form's logic behind
 * keeps its look: the same markup for the same fields, with and without errors.
 */
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import Form from 'antd-mobile/es/components/form';
import type { FormInstance } from 'antd-mobile/es/components/form';
import { FormFrame, FormFrameItem } from './form-frame';

afterEach(cleanup);

function antdForm(errors: string[], mode: 'default' | 'card' = 'default') {
  let instance: FormInstance | undefined;
  function Reference() {
    const [form] = Form.useForm();
    instance = form;
    return (
      <Form
        form={form}
        name="f"
        layout="vertical"
        mode={mode}
        className="extra"
        footer={<button>Send</button>}
      >
        <Form.Item name="a" label="First" rules={[{ required: true }]}>
          <input />
        </Form.Item>
        <Form.Item name="b" label="Second" rules={[{ required: true }]}>
          <input />
        </Form.Item>
      </Form>
    );
  }
  const { container } = render(<Reference />);
  act(() => instance!.setFields([{ name: 'b', errors }]));
  return container.innerHTML;
}

function frame(errors: string[], mode: 'default' | 'card' = 'default') {
  const { container } = render(
    <FormFrame
      className="extra"
      mode={mode}
      onSubmit={() => undefined}
      footer={<button>Send</button>}
    >
      <FormFrameItem htmlFor="f_a" label="First" required>
        <input id="f_a" />
      </FormFrameItem>
      <FormFrameItem htmlFor="f_b" label="Second" required errors={errors}>
        <input id="f_b" />
      </FormFrameItem>
    </FormFrame>,
  );
  return container.innerHTML;
}

/** rc-field-form leaves `value=""` on its controlled inputs; the markup is what matters. */
const markup = (html: string) => html.replace(/ value=""/g, '');

describe('FormFrame', () => {
  it('draws the markup of antd-mobile’s Form', () => {
    const expected = markup(antdForm([]));
    cleanup();
    expect(markup(frame([]))).toBe(expected);
  });

  it('draws a field’s errors as Form does', () => {
    const expected = markup(antdForm(['Required', 'Too long']));
    cleanup();
    expect(expected).toContain('adm-form-item-has-error');
    expect(markup(frame(['Required', 'Too long']))).toBe(expected);
  });

  it('draws Form’s card mode', () => {
    const expected = markup(antdForm([], 'card'));
    cleanup();
    expect(expected).toContain('adm-list-card');
    expect(markup(frame([], 'card'))).toBe(expected);
  });
});
