import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ProductCategory } from '@minesite/shared/catalog';
import type { Product } from '@minesite/shared/domain';
import { Button, PageLayout, Toast } from '@minesite/shared/ui';
import { confirmAction } from '../../../components/confirm';
import { AdminList } from '../../../components/admin-list';
import { AdminToolbar } from '../../../components/admin-toolbar';
import { useAdminSearch, useListRows } from '../../../lib/use-admin-list';
import { useOpenedOnce } from '../../../lib/use-opened-once';
import { useAdminProductsInfiniteQuery, useDeleteProductMutation } from '../api';
import { CategoryTabs } from './category-tabs';
import { ProductCard, productName } from './product-card';
import type { ProductEditing } from './product-form-popup';

// The sheet, its form and the audit trail load with the first add or edit, not with the page.
const ProductFormPopup = lazy(() => import('./product-form-popup'));

/** /product-management: the catalog by kind, searched by name; add, edit and delete. */
export function ProductManagementScreen() {
  const intl = useIntl();
  const [category, setCategory] = useState<ProductCategory>('miner');
  const [editing, setEditing] = useState<ProductEditing>(null);
  const sheetOpened = useOpenedOnce(editing !== null);
  const [deleteProduct] = useDeleteProductMutation();

  const { search, setSearch, q } = useAdminSearch();
  const list = useAdminProductsInfiniteQuery({ category, q });
  const products = useListRows(list, 'id');

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
      <CategoryTabs active={category} onChange={setCategory} />
      <AdminToolbar
        labelId="admin.products.search.label"
        placeholderId="admin.products.search.placeholder"
        search={search}
        onSearch={setSearch}
      >
        <Button
          size="small"
          color="primary"
          onClick={() => setEditing({ product: null, category })}
          aria-haspopup="dialog"
        >
          <FormattedMessage id="admin.products.add" />
        </Button>
      </AdminToolbar>
      <AdminList
        query={list}
        rows={products}
        errorId="admin.products.error.fetch"
        emptyId="admin.products.empty"
        labelId="admin.products.list.label"
        renderRow={(product, index) => (
          <ProductCard
            key={product.id}
            product={product}
            index={index}
            onEdit={() => setEditing({ product, category: product.category })}
            onDelete={() => void remove(product)}
          />
        )}
      />
      {sheetOpened && (
        <Suspense fallback={null}>
          <ProductFormPopup editing={editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </PageLayout>
  );
}
