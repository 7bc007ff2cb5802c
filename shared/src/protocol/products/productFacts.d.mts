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
/** Every capacity a text states for a product by hand (a number of cameras right after its name), line by line. */
export declare function capacitiesStated(
  text: string,
  facts?: Readonly<Record<string, ProductFacts>>,
): { line: number; text: string; product: ProductFacts; stated: number }[];
