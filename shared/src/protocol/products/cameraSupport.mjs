/**
 * How a Mars device takes a camera's video, by how the camera connects and what it streams: the
 * facts the compatibility tool answers from (remote-marketing/src/pages/compatibility), beside the
 * product facts (productFacts.mjs). Values, not sentences: the tool states each rule in its own
 * words and follows whatever is written here. A module of its own (`@mars/shared/camera-support`):
 * only the tool reads it, and productFacts.mjs is in every marketing page's bundle.
 *
 * Sources:
 *  - connections: the site's own statements — how it works, "Mars finds ONVIF and RTSP cameras on
 *    your network", and the documentation, "Mars finds ONVIF cameras automatically; add others by
 *    RTSP URL". A recorder (NVR) that re-streams its cameras over RTSP is read the same way, one
 *    camera per stream. A cloud-only camera sends its video to its maker's servers and offers no
 *    stream on the premises, and Mars processes on the premises (the spec: "Processing happens on
 *    site").
 *  - codecs: marketing's compatibility statement for the tool (issue 40), to be confirmed by the
 *    product team before launch: H.264 and H.265, the codecs ONVIF Profile T names for video
 *    streaming, are read; MJPEG is not promised either way, so the tool asks to confirm it.
 *  - resolution: none. The product facts count capacities in cameras, at any resolution; the tool
 *    says so rather than invent a limit.
 *
 * @type {import('./cameraSupport.d.mts').CameraSupport}
 */
export const CAMERA_SUPPORT = Object.freeze({
  connection: Object.freeze({
    onvif: 'discovered',
    rtsp: 'by-address',
    nvr: 'through-recorder',
    cloud: 'no-local-stream',
    unknown: 'unknown',
  }),
  codec: Object.freeze({ h264: 'read', h265: 'read', mjpeg: 'to-confirm', unknown: 'unknown' }),
});
