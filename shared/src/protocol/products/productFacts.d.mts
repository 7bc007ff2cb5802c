export type ProductId = 'mars-node' | 'mars-hub' | 'mars-tower' | 'owlie';
export interface ProductFacts {
  name: string;
  /** How many IP cameras one device runs. */
  cameras: number;
  /** Who it is for, as the spec says it. */
  target: string;
  href: string;
}
export declare const PRODUCT_FACTS: Readonly<Record<ProductId, ProductFacts>>;
export declare function camerasText(n: number): string;
