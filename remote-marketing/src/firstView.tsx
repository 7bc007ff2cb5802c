/**
 * Build-time only: the first views this remote publishes with each release (see
 * shared/src/firstView/firstViewKey.ts). The edge shows them while this remote's JavaScript loads:
 * the home page's sections and the product pages, the routes a visitor most often lands on.
 */
import type { ProductId } from '@mars/shared';
import { firstViewKey } from '@mars/shared/first-view';
import { renderFirstViews } from '@mars/shared/first-view-render';
import { PRODUCT_DETAILS } from './catalog/products';
import HomeSections from './home/HomeSections';
import ProductPage from './pages/product/ProductPage';

export default () =>
  renderFirstViews({
    [firstViewKey('marketing/HomeSections')]: () => <HomeSections />,
    ...Object.fromEntries(
      (Object.keys(PRODUCT_DETAILS) as ProductId[]).map((product) => [
        firstViewKey('marketing/ProductPage', { product }),
        () => <ProductPage product={product} />,
      ]),
    ),
  });
