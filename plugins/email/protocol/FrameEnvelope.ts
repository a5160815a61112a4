/**
 * One message between the widget and the secure frame: `type` is '@gangway-app/<REQUEST>' from the widget,
 * '@gangway-frame/<REQUEST>_SUCCESS' | '_ERROR' (or '@gangway-frame/READY') from the frame; `id` pairs a reply with its request.
 */
export interface FrameEnvelope {
  readonly gangwayFrame: 1
  readonly id?: string
  readonly type: string
  readonly payload?: unknown
}
