/** Where the media team may restream: the two presets and any number of custom RTMP endpoints. */
export const RESTREAM_KINDS = ['youtube', 'facebook', 'custom'] as const;
export type RestreamKind = (typeof RESTREAM_KINDS)[number];

/** The presets' ingest servers; a custom endpoint brings its own. */
export const RESTREAM_PRESET_SERVERS: Readonly<Record<Exclude<RestreamKind, 'custom'>, string>> = {
  youtube: 'rtmp://a.rtmp.youtube.com/live2',
  facebook: 'rtmps://live-api-s.facebook.com:443/rtmp',
};

/** A destination's state while the church is live: off air it is `idle`. */
export const RESTREAM_STATES = ['idle', 'connecting', 'live', 'failed', 'retrying'] as const;
export type RestreamState = (typeof RESTREAM_STATES)[number];

export const LIVESTREAM_LIMITS = {
  destinationName: 80,
  serverUrl: 300,
  destinationKey: 300,
  destinations: 20,
} as const;

/** The RTMP application every ingest URL names: `rtmp://<host>:<RTMP_PORT>/live/<key>`. */
export const RTMP_APP = 'live';
