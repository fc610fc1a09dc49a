/**
 * The card, rows and field parts render the element their caller names, so a page keeps its
 * headings, lists and labels as a screen reader finds them.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Card, CardHead, CardTitle } from './card';
import { Field, FieldError, FieldLabel, FieldTip } from './field';
import { Row, Rows } from './rows';

afterEach(cleanup);

describe('Card', () => {
  it('is a region named by its title, at the level the page gives it', () => {
    render(
      <Card aria-labelledby="t">
        <CardHead>
          <CardTitle as="h2" id="t">
            Order 42
          </CardTitle>
        </CardHead>
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Order 42' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Order 42' })).toBeTruthy();
  });

  it('is a list item in a list', () => {
    render(
      <ul>
        <Card as="li" compact aria-label="Ana">
          Ana
        </Card>
      </ul>,
    );
    expect(screen.getByRole('listitem', { name: 'Ana' }).textContent).toBe('Ana');
  });
});

describe('Rows', () => {
  it('pairs each label with its value', () => {
    render(
      <Rows variant="figures">
        <Row strong>
          <dt>Total</dt>
          <dd>12 BTC</dd>
        </Row>
      </Rows>,
    );
    expect(screen.getByRole('term').textContent).toBe('Total');
    expect(screen.getByRole('definition').textContent).toBe('12 BTC');
  });
});

describe('Field', () => {
  it('labels its input, groups it as a fieldset and announces its error', () => {
    render(
      <Field as="fieldset">
        <FieldLabel htmlFor="email">Email</FieldLabel>
        <input id="email" aria-describedby="email-tip email-error" />
        <FieldTip id="email-tip">We write only about the order.</FieldTip>
        <FieldError id="email-error" role="alert" variant="reserved">
          Not an address
        </FieldError>
      </Field>,
    );
    expect(screen.getByLabelText('Email').id).toBe('email');
    expect(screen.getByRole('group')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Not an address');
  });
});
