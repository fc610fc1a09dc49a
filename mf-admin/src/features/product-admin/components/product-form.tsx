import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import {
  CATALOG_LOCALES,
  CURRENCIES,
  PRODUCT_CATEGORIES,
  type ProductCategory,
} from '@minesite/shared/catalog';
import type { Product } from '@minesite/shared/domain';
import { Form, Input, TextArea, Toast } from '@minesite/shared/ui';
import { Switch } from '@minesite/shared/ui-admin';
import { AdminSheetForm } from '../../../components/admin-sheet-form';
import { showSaveOutcome } from '../../../components/save-outcome';
import { ImagePicker } from '../../../components/image-picker';
import { SingleChoice } from '../../../components/single-choice';
import { useCreateProductMutation, useUpdateProductMutation } from '../api';
import { CATEGORY_MESSAGE_IDS } from '../category-labels';
import { problemRule, useFormText } from '../../../lib/form-text';
import { LANGUAGE_NAME_IDS } from '../../../lib/language-names';
import type { FieldProblem } from '../../../lib/problem-text';
import {
  fieldProblem,
  isValidBody,
  productBody,
  productFormValues,
  specFieldProblem,
  type ProductFormValues,
} from '../product-form-rules';
import { maxLengthOf, specFieldsOf, type SpecField } from '../spec-fields';
import { SPEC_LABEL_IDS } from '../spec-labels';
import { SpecFieldInput } from './spec-field-input';

const MAX_IMAGES = 10;

/**
 * Adds a product (`product` null, of `initialCategory`) or edits one. The fields of the
 * kind and their rules come from the contract's schema of that kind (spec-fields.ts).
 */
export default function ProductForm({
  product,
  initialCategory,
  onSaved,
}: {
  product: Product | null;
  initialCategory: ProductCategory;
  onSaved: () => void;
}) {
  const [category, setCategory] = useState<ProductCategory>(product?.category ?? initialCategory);
  return (
    // A new kind is a new form: its fields and starting values differ.
    <ProductFields
      key={category}
      product={product}
      category={category}
      onCategory={setCategory}
      onSaved={onSaved}
    />
  );
}

function ProductFields({
  product,
  category,
  onCategory,
  onSaved,
}: {
  product: Product | null;
  category: ProductCategory;
  onCategory: (category: ProductCategory) => void;
  onSaved: () => void;
}) {
  const [form] = Form.useForm<ProductFormValues>();
  const [images, setImages] = useState<string[]>(product?.images ?? []);
  const [createProduct, creating] = useCreateProductMutation();
  const [updateProduct, updating] = useUpdateProductMutation();
  const text = useFormText();

  const rule = (problem: (value: string | boolean) => FieldProblem | null) =>
    problemRule(text, problem);
  /** The contract's rule of a top-level field: `['name', 'zh']`, `['price']`. */
  const contractRule = (...path: string[]) =>
    rule((value) => fieldProblem(category, path, String(value)));

  async function save(values: ProductFormValues) {
    const body = productBody(category, values, images);
    if (!isValidBody(category, body)) {
      Toast.show({ icon: 'fail', content: text('admin.products.form.incomplete') });
      return;
    }
    const result = product
      ? await updateProduct({ id: product.id, body })
      : await createProduct(body);
    const success = product ? 'admin.products.success.update' : 'admin.products.success.add';
    if (showSaveOutcome(result, text, { error: 'admin.products.error.save', success })) onSaved();
  }

  const specLabel = (key: string) => text(SPEC_LABEL_IDS[key] ?? 'admin.products.spec.other');
  return (
    <AdminSheetForm
      form={form}
      name="product"
      initialValues={productFormValues(product, category)}
      onSave={save}
      busy={creating.isLoading || updating.isLoading}
      incompleteId="admin.products.form.incomplete"
      saveLabelId="admin.products.form.save"
    >
      <Form.Header>
        <FormattedMessage id="admin.products.form.basics" />
      </Form.Header>
      <Form.Item label={text('admin.products.form.category')}>
        {product ? (
          <FormattedMessage id={CATEGORY_MESSAGE_IDS[category]} />
        ) : (
          <SingleChoice
            required
            label={text('admin.products.form.category')}
            options={PRODUCT_CATEGORIES.map((c) => ({
              label: text(CATEGORY_MESSAGE_IDS[c]),
              value: c,
            }))}
            value={category}
            onChange={(next) => next && onCategory(next as ProductCategory)}
          />
        )}
      </Form.Item>
      {CATALOG_LOCALES.map((locale) => (
        <Form.Item
          key={`name-${locale}`}
          name={['name', locale]}
          label={text('admin.products.form.name', { language: text(LANGUAGE_NAME_IDS[locale]) })}
          required
          rules={[contractRule('name', locale)]}
        >
          <Input maxLength={maxLengthOf(category, ['name', locale])} />
        </Form.Item>
      ))}
      {CATALOG_LOCALES.map((locale) => (
        <Form.Item
          key={`description-${locale}`}
          name={['description', locale]}
          label={text('admin.products.form.description', {
            language: text(LANGUAGE_NAME_IDS[locale]),
          })}
          required
          rules={[contractRule('description', locale)]}
        >
          <TextArea
            autoSize={{ minRows: 2, maxRows: 6 }}
            maxLength={maxLengthOf(category, ['description', locale])}
          />
        </Form.Item>
      ))}
      <Form.Item
        name="price"
        label={text('admin.products.form.price')}
        required
        rules={[contractRule('price')]}
      >
        <Input inputMode="decimal" placeholder={text('admin.products.form.enterNumber')} />
      </Form.Item>
      <Form.Item name="currency" label={text('admin.products.form.currency')}>
        <SingleChoice
          required
          label={text('admin.products.form.currency')}
          columns={4}
          options={CURRENCIES.map((c) => ({ label: c, value: c }))}
        />
      </Form.Item>
      <Form.Item
        name="sortOrder"
        label={text('admin.products.form.sortOrder')}
        rules={[contractRule('sortOrder')]}
      >
        <Input inputMode="numeric" />
      </Form.Item>
      <Form.Item name="soldOut" label={text('admin.products.form.soldOut')} valuePropName="checked">
        <Switch aria-label={text('admin.products.form.soldOut')} />
      </Form.Item>
      <Form.Item label={text('admin.products.form.images')}>
        <ImagePicker
          labelId="admin.products.form.images"
          urls={images}
          max={MAX_IMAGES}
          onChange={setImages}
        />
      </Form.Item>

      <Form.Header>
        <FormattedMessage
          id="admin.products.form.specs"
          values={{ kind: text(CATEGORY_MESSAGE_IDS[category]) }}
        />
      </Form.Header>
      {specFieldsOf(category).map(([key, field]) => (
        <SpecItem
          key={key}
          name={key}
          field={field}
          label={specLabel(key)}
          rule={rule((value) => specFieldProblem(category, key, field, value))}
        />
      ))}
    </AdminSheetForm>
  );
}

function SpecItem({
  name,
  field,
  label,
  rule,
}: {
  name: string;
  field: SpecField;
  label: string;
  rule: object;
}) {
  const optional =
    field.kind === 'boolean' ||
    (field.kind === 'number' && field.nullable) ||
    (field.kind === 'json' && field.optional);
  return (
    <Form.Item
      name={['specs', name]}
      label={label}
      required={!optional}
      rules={[rule]}
      description={
        field.kind === 'json' ? <FormattedMessage id="admin.products.form.jsonHelp" /> : undefined
      }
    >
      <SpecFieldInput field={field} label={label} />
    </Form.Item>
  );
}
