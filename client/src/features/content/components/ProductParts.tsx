import { Link } from 'wouter';
import type { Product } from '../api';
import { Cover } from './parts';

// A product in a list, shared by the product library and a customer's product page.

export const productHref = (p: Pick<Product, 'productId' | 'classId'>) => `/product/detail?${new URLSearchParams({ productId: p.productId, classId: p.classId })}`;

export function ProductItem({ p, extra }: { p: Product; extra?: React.ReactNode }) {
  return (
    <Link href={productHref(p)} className="ct-news">
      <Cover src={p.coverUrl} />
      <span className="ct-news__body">
        <strong className="ct-news__title">{p.productName}</strong>
        <span className="ct-news__sub">{p.description}</span>
        <span className="ct-news__meta">
          <span>{p.className}</span>
          <span>{p.riskCode}</span>
          {extra}
        </span>
      </span>
    </Link>
  );
}
