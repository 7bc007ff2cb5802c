/** Types of cameraSupport.mjs. */
import type { Codec, Connection } from '../demoSetup/demoSetup.d.mts';

/**
 * How a device takes a camera's video (see CAMERA_SUPPORT): found on the network (ONVIF), added by
 * its stream's address (RTSP), read through the recorder that re-streams it, impossible (no stream
 * on the premises), or not known.
 */
export type ConnectionSupport = 'discovered' | 'by-address' | 'through-recorder' | 'no-local-stream' | 'unknown';
/** Whether a device reads a stream in this codec: yes, to be confirmed, or not known. */
export type CodecSupport = 'read' | 'to-confirm' | 'unknown';
export interface CameraSupport {
  connection: Readonly<Record<Connection, ConnectionSupport>>;
  codec: Readonly<Record<Codec, CodecSupport>>;
}
export declare const CAMERA_SUPPORT: Readonly<CameraSupport>;
