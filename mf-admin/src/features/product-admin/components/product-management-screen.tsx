import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PRODUCT_CATEGORIES, type ProductCategory } from '@minesite/shared/catalog';
import type { Product } from '@minesite/shared/domain';
import { Button, PageLayout, SearchBar, Tabs, Toast } from '@minesite/shared/ui';
import { confirmAction } from '../../../components/confirm';
import { AdminList } from '../../../components/admin-list';
import { uniqueRows } from '../../../lib/paging';
import { useDebounced } from '../../../lib/use-debounced';
import { useAdminProductsInfiniteQuery, useDeleteProductMutation } from '../api';
import { CATEGORY_MESSAGE_IDS } from '../category-labels';
import { ProductCard, productName } from './product-card';
import { ProductFormPopup, type ProductEditing } from './product-form-popup';
import '../../../components/admin.css';

/** /product-management: the catalog by kind, searched by name; add, edit and delete. */
export function ProductManagementScreen() {
  const intl = useIntl();
  const [category, setCategory] = useState<ProductCategory>('miner');
  const [search, setSearch] = useState('');
  const q = useDebounced(search);
  const [editing, setEditing] = useState<ProductEditing>(null);
  const [deleteProduct] = useDeleteProductMutation();

  const list = useAdminProductsInfiniteQuery(useMemo(() => ({ category, q }), [category, q]));
  const products = useMemo(() => uniqueRows(list.data?.pages, (p) => p.id), [list.data]);

  async function remove(product: Product) {
    const name = productName(product, intl.locale);
    if (!(await confirmAction(intl, 'admin.products.deleteConfirm', { name }))) return;
    const result = await deleteProduct(product.id);
    Toast.show({
      icon: 'error' in result ? 'fail' : 'success',
      content: intl.formatMessage({
        id: 'error' in result ? 'admin.products.error.delete' : 'admin.products.success.delete',
      }),
    });
  }

  return (
    <PageLayout titleId="route.productManagement">
      <Tabs activeKey={category} onChange={(key) => setCategory(key as ProductCategory)}>
        {PRODUCT_CATEGORIES.map((c) => (
          <Tabs.Tab key={c} title={intl.formatMessage({ id: CATEGORY_MESSAGE_IDS[c] })} />
        ))}
      </Tabs>
      <div className="admin-toolbar">
        <div
          role="search"
          className="admin-search"
          aria-label={intl.formatMessage({ id: 'admin.products.search.label' })}
        >
          <SearchBar
            value={search}
            onChange={setSearch}
            placeholder={intl.formatMessage({ id: 'admin.products.search.placeholder' })}
          />
        </div>
        <Button
          size="small"
          color="primary"
          onClick={() => setEditing({ product: null, category })}
        >
          <FormattedMessage id="admin.products.add" />
        </Button>
      </div>
      <AdminList
        query={list}
        rows={products}
        errorId="admin.products.error.fetch"
        emptyId="admin.products.empty"
        labelId="admin.products.list.label"
        renderRow={(product) => (
          <ProductCard
            key={product.id}
            product={product}
            onEdit={() => setEditing({ product, category: product.category })}
            onDelete={() => void remove(product)}
          />
        )}
      />
      <ProductFormPopup editing={editing} onClose={() => setEditing(null)} />
    </PageLayout>
  );
}
