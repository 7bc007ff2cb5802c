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

/**
 * How a device takes a camera's video (see CAMERA_SUPPORT): found on the network (ONVIF), added by
 * its stream's address (RTSP), read through the recorder that re-streams it, impossible (no stream
 * on the premises), or not known.
 */
export type ConnectionSupport = 'discovered' | 'by-address' | 'through-recorder' | 'no-local-stream' | 'unknown';
/** Whether a device reads a stream in this codec: yes, to be confirmed, or not known. */
export type CodecSupport = 'read' | 'to-confirm' | 'unknown';
export interface CameraSupport {
  connection: Readonly<Record<import('../demoSetup/demoSetup.d.mts').Connection, ConnectionSupport>>;
  codec: Readonly<Record<import('../demoSetup/demoSetup.d.mts').Codec, CodecSupport>>;
}
export declare const CAMERA_SUPPORT: Readonly<CameraSupport>;
